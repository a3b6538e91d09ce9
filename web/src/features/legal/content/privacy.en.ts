import { legalRevision, type LegalDocument } from './legal-document';

export const privacyEn: LegalDocument = {
  updated: legalRevision,
  intro: [
    'This policy says exactly what CTA Atlas stores about you, why, who can see it, how long it is kept, which cookies and browser storage the site uses, what mail it sends, and how to delete your account. CTA Atlas does not sell personal information, shows no advertising, and loads no third-party analytics or tracking.',
  ],
  sections: [
    {
      id: 'account',
      heading: '1. Your account',
      blocks: [
        { kind: 'paragraph', text: 'When you register, and later on your profile, we store:' },
        {
          kind: 'list',
          items: [
            'your email address (your sign-in name) and your first and last name;',
            'your phone number with its country prefix, and your country;',
            'if you give them: your postal address (street, city, state or province, postal code) and website;',
            'your choices: the newsletter, alerts of new programs, whether you declare yourself an accredited investor, and the language the site writes to you in;',
            'the partner code of the registration link you followed, if it had one;',
            'your password, only as an Argon2id hash from which the password cannot be read back;',
            'your roles (member, company manager, administrator…) and the companies you manage;',
            'when the account was created and last changed, and for the lockout: how many wrong passwords were given in a row and until when the account is locked.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We use these details to run your account, to write to you, and, for companies, to let administrators check who manages a listing.',
        },
      ],
    },
    {
      id: 'companies',
      heading: '2. Companies and programs you manage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you register a company, what you enter for it is the company’s listing, not your account: its profile, logo, contacts (names, emails, phones and addresses of the people you name), registrations, programs and their terms, and the monthly returns you upload or type in. Active listings are public. The history of returns records which account made each change and when, and a company or program records who last edited it.',
        },
      ],
    },
    {
      id: 'member-tools',
      heading: '3. Your member tools',
      blocks: [
        {
          kind: 'list',
          items: [
            'Watchlist: the programs you follow, and for each whether you want an alert when it reports new returns.',
            'Portfolio: its programs with the amount, leverage, colour and start date you gave each.',
            'Saved searches: the screener filters you saved.',
            'Blends: their names, programs, weights, leverage, colours and computed statistics, and the blend open in your blender.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Other members cannot see them. Administrators can, when they look after your account.',
        },
        {
          kind: 'paragraph',
          text: 'When you share a saved blend, anyone holding its link sees that blend (its name, programs, amounts, leverage and colours) without signing in, until you revoke the link.',
        },
      ],
    },
    {
      id: 'views',
      heading: '4. Program views',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When a program page is opened, the site counts at most one view per visitor, per program and per day. A visitor is recorded as a keyed hash: of the account when you are signed in, otherwise of your IP address and browser. The key changes every day and the previous day’s key is deleted, so a hash cannot be linked to another day’s or turned back into an address. The IP address itself is not stored.',
        },
        {
          kind: 'paragraph',
          text: 'When you are signed in, the view is also linked to your account: the program’s view log then shows the company’s managers and the administrators your name, email and phone and when you viewed the program. Views by visitors who are not signed in appear only as counts.',
        },
      ],
    },
    {
      id: 'sessions',
      heading: '5. Sessions and security',
      blocks: [
        {
          kind: 'list',
          items: [
            'Each sign-in stores a session record: a hash of its refresh token (never the token), when it was created, when it expires (30 days after the sign-in) and when it ended.',
            'A password reset stores a hash of the link’s token with its expiry (60 minutes) and when it was used.',
            'The check that you are a person (a small calculation your browser does when you register) stores only the spent puzzles, until they would have expired; nothing about you.',
            'To slow down password guessing, the server counts recent requests per IP address for signing in, registering, password resets, research requests, Contact Us messages and newsletter sign-ups. These counts live only in the server’s memory, for at most an hour, and are never written to the database.',
            'The server’s operational logs record which endpoint was requested and how it went. They do not record passwords or tokens.',
          ],
        },
      ],
    },
    {
      id: 'audit-log',
      heading: '6. The administrators’ audit log',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every change an administrator makes to an account, company or program is recorded with the administrator’s email, the time, and the old and new values: for example a role granted or removed, an email address changed, a lockout ended, a company manager added or removed, a status changed or an account deleted.',
        },
      ],
    },
    {
      id: 'mail',
      heading: '7. Mail',
      blocks: [
        { kind: 'paragraph', text: 'The site sends you mail only in these cases:' },
        {
          kind: 'list',
          items: [
            'a confirmation when you register (as a member, or as a manager with your company);',
            'a password reset link, when you or an administrator asks for one;',
            'a notice when your password is changed, and a notice to your old address when your email address is changed;',
            'an alert when a program on your watchlist, with its alert on, reports new monthly returns;',
            'a confirmation of a free research report request you send;',
            'a link to confirm your newsletter subscription, which starts only once you follow it;',
            'if you turned on alerts of new programs, at most one mail a day naming the programs newly listed.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A free research report request or a Contact Us message is stored with the name, email, phone and message you typed, the program it is about, when it was sent, and your account if you were signed in. It is mailed to the site’s administrators, who also see it in the administration area, so they can answer you.',
        },
        {
          kind: 'paragraph',
          text: 'Each mail sent is logged: to whom, which kind, the subject and text (with reset links blanked out), the language, when it was sent and whether delivery failed. Mail is delivered through the mail server the site’s operator has configured.',
        },
        {
          kind: 'paragraph',
          text: 'If you subscribe to the newsletter (when registering, on your profile or on the newsletter page), your email, name, language, where you subscribed and when are kept on the newsletter list, and the subscription starts only when you follow the link in the confirmation mail. The confirmed subscribers, each with their own link to leave, are handed to the mailing service that sends the newsletter. Every newsletter and new-program alert mail has a link that stops it without signing in; unticking the box on your profile works too. The list keeps the date you left.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: '8. Cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The site sets three cookies, all of its own and all needed to keep you signed in safely. It sets no analytics, advertising or third-party cookies. Over https every cookie is marked Secure.',
        },
        {
          kind: 'table',
          caption: 'The cookies CTA Atlas sets',
          columns: ['Name', 'Purpose', 'Lifetime', 'Scripts can read it'],
          rows: [
            ['atlas_access', 'Your access token: says who you are on each request.', '1 hour, renewed while you use the site', 'No (HttpOnly)'],
            ['atlas_refresh', 'Renews the access token; sent only to the sign-in endpoints.', 'Until the session ends, at most 30 days after sign-in', 'No (HttpOnly)'],
            ['atlas_csrf', 'A random value the page echoes, so other sites cannot act in your name.', 'As the refresh cookie', 'Yes, by this site’s pages'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Signing out, or deleting your account, clears all three.',
        },
      ],
    },
    {
      id: 'browser-storage',
      heading: '9. Storage in your browser',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The site also keeps a few preferences in your browser’s own storage. They never leave your browser and hold no password or token.',
        },
        {
          kind: 'table',
          caption: 'What the site keeps in your browser',
          columns: ['Key', 'What it holds', 'Kept'],
          rows: [
            ['atlas.session', 'Who is signed in: account number, email, roles, companies and when the session expires.', 'Until you sign out'],
            ['atlas.rememberEmail', 'Your email, to fill in the sign-in form, if you ask to be remembered.', 'Until you untick it'],
            ['atlas.columns.…', 'The columns you chose to show in each program table.', 'Until you change them'],
            ['cta-atlas.blend-modified.…', 'That a blend has unsaved changes.', 'Until it is saved'],
            ['atlas.chart-scale', 'Linear or logarithmic scale of the growth charts.', 'Until the tab is closed'],
            ['router-scroll', 'Scroll positions, so Back returns where you were.', 'Until the tab is closed'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can clear them at any time in your browser’s settings for this site.',
        },
      ],
    },
    {
      id: 'who-sees',
      heading: '10. Who can see your information',
      blocks: [
        {
          kind: 'list',
          items: [
            'You, on your profile and in your member tools.',
            'The site’s administrators, who look after accounts and listings.',
            'The managers of a company, for the views of its programs described above.',
            'Everyone, for the companies and programs that are listed.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell or rent personal information and do not share it with anyone else, except the mail server that delivers our mail, and where the law obliges us to.',
        },
      ],
    },
    {
      id: 'retention',
      heading: '11. How long we keep it',
      blocks: [
        {
          kind: 'list',
          items: [
            'Your account, member tools, session and reset records, mail log entries and newsletter entry: until your account is deleted.',
            'Research requests and Contact Us messages: for as long as the site runs, so that administrators can answer and look back; those sent while you were signed in are deleted with your account.',
            'An access token works for an hour; a session for at most 30 days after you sign in.',
            'Program views: as long as the program is listed, because they make up its view statistics; on deletion of your account, the link to it is removed.',
            'The audit log: kept for as long as the site runs, because it is the record of administrators’ changes; on deletion of your account, your email in it is replaced by an anonymous reference.',
            'Companies and programs: as long as they are listed, or until an administrator deletes them.',
          ],
        },
      ],
    },
    {
      id: 'deleting',
      heading: '12. Deleting your account',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Open your profile, choose Delete my account and confirm with your password. It happens at once and cannot be undone. In one step:',
          link: { to: 'profile', label: 'Go to your profile' },
        },
        {
          kind: 'list',
          items: [
            'your account and its details are deleted, so your email address is free to register again;',
            'your watchlist and its alerts, portfolio, saved searches and blends, and the research requests and messages you sent while signed in, are deleted;',
            'every session and reset link ends, and you are signed out;',
            'you leave the newsletter list, and the mail log forgets mail sent to your addresses;',
            'you stop being a manager of your companies: the companies and their programs stay listed, and an administrator can give them a new manager;',
            'records that outlive your account keep no link to it: program views still count, the history of returns and edits no longer says who made them, and the audit log names you only as “deleted-user-” followed by your former account number.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The site’s only administrator cannot delete their account until another administrator exists. An administrator can also delete an account, for example when asked to.',
        },
      ],
    },
    {
      id: 'choices',
      heading: '13. Your choices',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can see and correct your details, change your password, leave the newsletter and turn alerts off at any time on your profile and in your watchlist.',
        },
      ],
    },
    {
      id: 'changes',
      heading: '14. Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When what the site stores or how it uses it changes, this policy changes with it, and the date at the top says when. The Terms of Service govern the use of the site.',
          link: { to: 'termsOfService', label: 'Read the Terms of Service' },
        },
      ],
    },
  ],
};
