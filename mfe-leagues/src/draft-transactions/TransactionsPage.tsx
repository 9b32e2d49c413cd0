import { AreaPage } from '@bb/shared';

// Placeholder until issue 18's screen lands here.
export function TransactionsPage(props: { trading?: boolean }) {
  return <AreaPage title={props.trading ? 'Trading' : 'Transactions'} description="Coming with draft leagues." />;
}
