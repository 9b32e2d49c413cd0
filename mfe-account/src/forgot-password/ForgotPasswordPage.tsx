import { AreaPage } from '@bb/shared';

export default function ForgotPasswordPage() {
  return <AreaPage title="Forgot Password" description="We will e-mail you a link to reset your password." />;
}
