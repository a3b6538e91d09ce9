import { legalRevision, type LegalDocument } from './legal-document';

export const termsEn: LegalDocument = {
  updated: legalRevision,
  intro: [
    'These terms govern your use of CTA Atlas, whether you only browse it or hold an account. By using the site, or by ticking “I have read and accept the Terms of Service” when you register, you accept them. If you do not accept them, please do not use the site.',
  ],
  sections: [
    {
      id: 'the-site',
      heading: '1. What CTA Atlas is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'CTA Atlas is a directory of commodity trading advisors (CTAs) and their managed-futures programs. It shows each program’s terms and reported monthly performance, statistics computed from that performance, indexes, rankings and awards, and gives members tools to follow and combine programs: a watchlist with alerts, a portfolio, saved searches and a blender for hypothetical blends.',
        },
        {
          kind: 'paragraph',
          text: 'Companies that manage programs register on the site and publish their own company profile, programs and monthly returns. CTA Atlas does not manage money, take orders, or act for any manager or investor.',
        },
      ],
    },
    {
      id: 'not-advice',
      heading: '2. Information only, not investment advice',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Everything on the site is information. Nothing on it is investment, legal or tax advice, a recommendation, or an offer or solicitation to buy or sell any investment or to invest with any manager. Using the site creates no advisory or client relationship with CTA Atlas.',
        },
        {
          kind: 'paragraph',
          text: 'Trading futures and options involves a substantial risk of loss and is not suitable for every investor. Some programs are open only to qualified or accredited investors or only in some countries; whether you may invest is for you and the manager to establish. Before any investment decision, read the manager’s disclosure documents and consult a qualified adviser.',
        },
      ],
    },
    {
      id: 'performance',
      heading: '3. Performance, past and hypothetical',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Monthly returns are reported by the managers. CTA Atlas computes statistics (compound returns, drawdowns, volatility, Sharpe ratios, correlations and the like), indexes and rankings from those reported returns; it does not audit or verify them.',
        },
        {
          kind: 'paragraph',
          text: 'Past performance is not necessarily indicative of future results. A program that did well may do badly, and a ranking or award describes the past only.',
        },
        {
          kind: 'paragraph',
          text: 'Blends and portfolios built with the member tools are hypothetical. They combine reported returns with the amounts, leverage and start dates you choose, as if the allocation had been held; no trading took place. Hypothetical results have inherent limitations: they are prepared with the benefit of hindsight, assume rebalancing as described on the page, and do not reflect costs, taxes, minimum investments, capacity or the effect of actual trading on prices beyond what the reported returns include.',
        },
      ],
    },
    {
      id: 'managers',
      heading: '4. Managers and the data they publish',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A company’s managers are responsible for everything they publish: the company profile, contacts, registrations, logo, program terms and monthly returns. By publishing, a manager confirms that the information is accurate, complete and not misleading, that it is kept up to date, that publishing it is lawful (including under the rules of their regulators), and that they have the right to publish it.',
        },
        {
          kind: 'paragraph',
          text: 'A manager grants CTA Atlas the right to store and display that information, to compute statistics from it, and to include the programs in indexes, rankings and awards, for as long as the programs are listed and in the history of indexes afterwards.',
        },
        {
          kind: 'paragraph',
          text: 'Administrators review new companies and programs before they are listed and may refuse, archive or remove a listing, for example when its data appear wrong or when a manager does not answer questions about it.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: '5. Your account',
      blocks: [
        {
          kind: 'list',
          items: [
            'Give accurate details when you register and keep them up to date on your profile.',
            'One account per person. Keep your password to yourself; you are responsible for what is done with your account.',
            'If you think someone else knows your password, change it on your profile at once: every other session then ends.',
            'After five wrong passwords in a row, the account is locked for 15 minutes.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You may delete your account at any time with Delete my account on your profile. The Privacy Policy says what is deleted and what is kept.',
          link: { to: 'profile', label: 'Go to your profile' },
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: '6. Acceptable use',
      blocks: [
        { kind: 'paragraph', text: 'When using the site you must not:' },
        {
          kind: 'list',
          items: [
            'copy the directory or its data in bulk, by scraping or otherwise, or republish them, beyond your own ordinary use;',
            'try to reach other members’ data, accounts the site has not given you, or the administration pages;',
            'test, overload or get around the site’s security and limits, or interfere with its working;',
            'publish information that is false, misleading, unlawful or not yours to publish, or upload files meant to harm;',
            'pretend to be someone else, or use the site for any unlawful purpose.',
          ],
        },
      ],
    },
    {
      id: 'suspension',
      heading: '7. Suspension and removal',
      blocks: [
        {
          kind: 'paragraph',
          text: 'CTA Atlas may suspend an account (a suspended account cannot sign in), delete it, or remove what it has published, when these terms are broken, when it is needed to protect the site or others, or when the law requires it. Where possible we will tell the account holder why.',
        },
      ],
    },
    {
      id: 'ownership',
      heading: '8. Who owns what',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The site, its software, design, indexes, rankings and the statistics it computes belong to CTA Atlas or its licensors. Managers keep the rights to the information they publish. You may use the site for your own research; any other use of its content needs our permission.',
        },
      ],
    },
    {
      id: 'availability',
      heading: '9. Availability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The site is provided as it is and as available. We work to keep it correct and running, but we do not promise that it is free of errors, complete or always available, and we may change or withdraw features.',
        },
      ],
    },
    {
      id: 'liability',
      heading: '10. Limits of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'As far as the law allows, CTA Atlas is not liable for investment decisions made with the help of the site, for losses that follow from them, for errors or omissions in information that managers publish or in figures computed from it, or for indirect or consequential loss. Nothing in these terms limits a liability that the law does not allow to be limited.',
        },
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may change these terms; the date at the top of this page says when they last changed. Continuing to use the site after a change means you accept the new terms. If you do not, you can delete your account.',
        },
        {
          kind: 'paragraph',
          text: 'How the site handles personal information is described in the Privacy Policy.',
          link: { to: 'privacyPolicy', label: 'Read the Privacy Policy' },
        },
      ],
    },
  ],
};
