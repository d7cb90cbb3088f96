import { createFileRoute } from '@tanstack/react-router';
import { contactDetailsQueryOptions } from '../features/contact/api/queries';
import { ContactScreen } from '../features/contact/components/contact-screen';

export const Route = createFileRoute('/contact')({
  // Not awaited: the form works (and queues offline) even when the subjects cannot be loaded yet.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(contactDetailsQueryOptions());
  },
  component: ContactPage,
});

function ContactPage() {
  return <ContactScreen />;
}
