import { createFileRoute } from '@tanstack/react-router';
import { PasswordScreen } from '../features/account/components/password-screen';
import { passwordLinkSearch, toPasswordLink } from '../features/account/model/password-link';

export const Route = createFileRoute('/set-password')({
  validateSearch: (search: Record<string, unknown>) => passwordLinkSearch.parse(search),
  component: SetPasswordPage,
});

function SetPasswordPage() {
  const search = Route.useSearch();
  return <PasswordScreen mode="set" link={toPasswordLink(search)} />;
}
