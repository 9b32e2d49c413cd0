import { AreaPage } from '@bb/shared';

export default function PaymentPage() {
  return <AreaPage title="Subscription" description="Your Baseball Max plan and billing." />;
}
