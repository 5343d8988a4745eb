import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ADRESS_POOL_META } from '../../../examples/account/address-meta.ts';
import { fieldMessagesOf } from '../../core/forms/submit-form.ts';
import { emptyAddress } from '../../parts/address-form/index.ts';
import { Register } from './Register.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { RegisterSent } from './RegisterSent.tsx';
import { accountFixtures } from '../../../tests/fixtures/account.ts';
import { NetworkFailureToast } from '../../../stories/core/demo.tsx';
import { elementDocs } from '../../../stories/element-docs.ts';

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

type RegisterRequest = typeof accountFixtures.registerInvalid.request;
type RegisterAnswer = typeof accountFixtures.registerInvalid.answer;

/** The register form as the shopper filled it, with the server's answer to it if there was one. */
function FilledForm({ request, answer }: { request: RegisterRequest; answer?: RegisterAnswer }) {
  const [userData, setUserData] = useState(request.userData);
  const [adresse, setAdresse] = useState({ ...emptyAddress(), ...request.adresse });
  return (
    <RegisterForm
      meta={ADRESS_POOL_META}
      userData={userData}
      adresse={adresse}
      onUserDataChange={setUserData}
      onAdresseChange={setAdresse}
      fieldMessages={answer ? fieldMessagesOf([answer.validationResultUserData, answer.validationResultAdresse]) : {}}
      warningMessages={answer?.warningMessages ?? []}
      submitting={false}
      onSubmit={(event) => event.preventDefault()}
      idPrefix="vk-register-story"
    />
  );
}

/** The form after the demo server refused a registration: its messages at their fields and in the warning box. */
export const WithServerMessages: Story = {
  render: () => <FilledForm request={accountFixtures.registerInvalid.request} answer={accountFixtures.registerInvalid.answer} />,
};

/** Sending failed (the network is down): the §8 toast, and everything typed is still there to send again. */
export const SubmitFailed: Story = {
  render: () => {
    const { request } = accountFixtures.registerInvalid;
    return (
      <>
        <FilledForm request={{ ...request, userData: { ...request.userData, passwordConfirm: request.userData.password } }} />
        <NetworkFailureToast url="/api/account/register" />
      </>
    );
  },
};

/** The back end mailed the confirmation link (issue 34): the same for a taken address, whose owner got a notice. */
export const ConfirmationSent: Story = {
  render: () => <RegisterSent email="nina.neu@example.ch" />,
};
