import { AreaPage } from '@bb/shared';

export default function SignupPage() {
  return <AreaPage title="Sign Up" description="Create your account and start a 3-day free trial of Baseball Max." />;
}
