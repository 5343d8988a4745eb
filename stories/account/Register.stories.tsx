import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ADRESS_POOL_META } from '../../examples/account/address-meta.ts';
import { fieldMessagesOf } from '../../src/core/forms/submit-form.ts';
import { emptyAddress } from '../../src/parts/address-form/index.ts';
import { Register, RegisterForm } from '../../src/widgets/register/index.ts';
import { accountFixtures } from '../../tests/fixtures/account.ts';
import { elementDocs } from '../element-docs.ts';

const meta = {
  title: 'Account/Register',
  component: Register,
  args: { meta: ADRESS_POOL_META },
  tags: ['autodocs'],
  parameters: elementDocs('shop-register'),
} satisfies Meta<typeof Register>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The form after the demo server refused a registration: its messages at their fields and in the warning box. */
function WithAnswer() {
  const { request, answer } = accountFixtures.registerInvalid;
  const [userData, setUserData] = useState(request.userData);
  const [adresse, setAdresse] = useState({ ...emptyAddress(), ...request.adresse });
  return (
    <RegisterForm
      meta={ADRESS_POOL_META}
      userData={userData}
      adresse={adresse}
      onUserDataChange={setUserData}
      onAdresseChange={setAdresse}
      fieldMessages={fieldMessagesOf([answer.validationResultUserData, answer.validationResultAdresse])}
      warningMessages={answer.warningMessages}
      submitting={false}
      onSubmit={(event) => event.preventDefault()}
      idPrefix="vk-register-story"
    />
  );
}

export const WithServerMessages: Story = { render: () => <WithAnswer /> };
