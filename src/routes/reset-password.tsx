import { createFileRoute } from '@tanstack/react-router';
import { PasswordScreen } from '../features/account/components/password-screen';
import { passwordLinkSearch, toPasswordLink } from '../features/account/model/password-link';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>) => passwordLinkSearch.parse(search),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const search = Route.useSearch();
  return <PasswordScreen mode="reset" link={toPasswordLink(search)} />;
}
