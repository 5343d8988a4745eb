import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pager, type PagerProps } from '../../src/core/ui/Pager.tsx';

/** Keeps the page in state so the pager can be clicked through. */
function InteractivePager(props: PagerProps) {
  const [page, setPage] = useState(props.page);
  return (
    <>
      <Pager {...props} page={page} onPageChange={setPage} />
      {props.totalRecordCount <= props.pageSize && <p>Alle {props.totalRecordCount} Einträge passen auf eine Seite: kein Pager.</p>}
    </>
  );
}

const meta = {
  title: 'Core/Pager',
  component: Pager,
  args: { page: 1, pageSize: 24, totalRecordCount: 24 * 30 },
  render: (args) => <InteractivePager {...args} />,
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
/** After page 6 the window shifts: 2 … 11. */
export const ShiftedWindow: Story = { args: { page: 7 } };
export const LastPage: Story = { args: { page: 30 } };
export const WithLinks: Story = { args: { page: 12, hrefForPage: (page: number) => `?page=${page}` } };
export const HiddenWhenOnePage: Story = { args: { totalRecordCount: 20 } };
