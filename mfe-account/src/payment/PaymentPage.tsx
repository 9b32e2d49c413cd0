import { AreaPage } from '../area/AreaPage';

export default function PaymentPage() {
  return <AreaPage title="Subscription" description="Your Baseball Max plan and billing." />;
}
