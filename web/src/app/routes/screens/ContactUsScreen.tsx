import { HumanVerification } from '@/features/auth/components/HumanVerification';
import { ContactUsPage } from '@/features/contact/ContactUsPage';

/** Contact Us, with the human-verification box visitors tick. */
export function ContactUsScreen() {
  return <ContactUsPage Verification={HumanVerification} />;
}
