import { AreaPage } from '@bb/shared';

export default function LiveDraftPage() {
  return <AreaPage title="Live Draft" description="Pick players in real time with the other managers of your league." />;
}
