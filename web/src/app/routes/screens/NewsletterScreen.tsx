import { HumanVerification } from '@/features/auth/components/HumanVerification';
import { NewsletterPage } from '@/features/subscriptions/NewsletterPage';

/** The newsletter sign-up, with the human-verification box visitors tick. */
export function NewsletterScreen() {
  return <NewsletterPage Verification={HumanVerification} />;
}
