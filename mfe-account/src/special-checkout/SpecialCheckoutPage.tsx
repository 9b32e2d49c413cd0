import { AreaPage } from '@bb/shared';

export default function SpecialCheckoutPage() {
  return <AreaPage title="Special Checkout" description="Complete a special-offer checkout." />;
}
