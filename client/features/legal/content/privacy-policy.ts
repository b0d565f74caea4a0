import type { LegalSection } from '../types'

/** Privacy policy under the Protection of Personal Information Act 4 of 2013 (POPIA); 17 sections. */
export const privacyPolicySections: LegalSection[] = [
  {
    title: '1. Who We Are',
    body: [
      'Bubbles (“Bubbles”, “we”, “us” or “our”) operates the Bubbles web app, where creative professionals in South Africa find collaborators, match, chat, form teams and show their portfolios. For the purposes of the Protection of Personal Information Act 4 of 2013 (“POPIA”), Bubbles is the responsible party for the personal information processed through the service: we decide why and how it is processed.',
      'This Privacy Policy explains what personal information we collect, why we collect it, who we share it with, how long we keep it, how we protect it and what rights you have. It applies to everyone who visits or uses Bubbles, including visitors who try the demo without signing in.',
      'If you have any questions, you can contact our Information Officer at privacy@bubbles.co.za (see section 15).',
    ],
  },
  {
    title: '2. Information We Collect',
    body: [
      'Account information from Google. You sign in with your Google account. Google shares your name, email address and profile picture with us, together with a unique account identifier. We never receive or store your Google password.',
      'Profile information you provide: your profession, bio, location (city and province), skills, experience level, project interests, collaboration style, hourly rate, availability for work, portfolio link and portfolio images, and your acceptance of this Privacy Policy and our Terms of Service.',
      'Activity on the service: the profiles you like or pass (swipes), the matches that result, the messages you send and receive, the teams you create or join and the messages in their team chats, the portfolio projects you upload (titles, descriptions, images, tags, project type and visibility) and the likes you give.',
      'Settings: your privacy and visibility choices (such as profile visibility, online status, appearing in Discover and receiving messages from people you have not matched with), your notification preferences, including whether you want marketing emails, and app preferences such as time zone, distance unit, theme and language.',
      'Device and log data: when you use Bubbles, our servers automatically record technical information such as your IP address, browser type and version, device type and operating system, the pages and features you request, the date and time of each request, and error reports. We use this to keep the service running and secure.',
      'Cookies: we use only a single session cookie, which keeps you signed in (see section 3).',
      'We do not ask for special personal information as defined in POPIA, such as your religious or philosophical beliefs, race or ethnic origin, trade union membership, political persuasion, health, sex life, biometric information or criminal behaviour. Please do not include it in your profile, portfolio or messages. If you choose to share it, we process it with your consent and only to display it as you intended.',
      'Providing profile information is voluntary, but without a profile we cannot show you to other members or let you discover, match and collaborate.',
    ],
  },
  {
    title: '3. Cookies and Similar Technologies',
    body: [
      'Bubbles uses only one cookie: a strictly necessary session cookie that is set when you sign in. It contains a long random token that identifies your session, is marked HttpOnly so that scripts on the page cannot read it, is sent only to Bubbles, is cleared when you log out and expires after a period of inactivity.',
      'We do not use analytics, advertising or tracking cookies, and we do not allow third parties to place cookies through Bubbles. When you sign in, you are briefly taken to Google, whose own cookies are governed by Google’s privacy policy.',
      'Your theme choice (light, dark or system) is remembered in your browser’s local storage on your device. It is not sent to us and is not used to identify you.',
      'Because the session cookie is strictly necessary, you cannot switch it off and remain signed in. You can delete it at any time in your browser settings, which signs you out.',
    ],
  },
  {
    title: '4. How We Use Your Information',
    body: [
      'We collect personal information for specific, explicitly defined and lawful purposes, and we use it only for those purposes or for purposes compatible with them:',
      'To create and manage your account and to sign you in securely.',
      'To show your profile to other members in Discover according to your privacy and visibility settings, and to suggest profiles to you (see section 14).',
      'To record your swipes, to create a match when two members like each other, and to deliver messages between matched members in real time.',
      'To let you create and join teams and communicate in team chats.',
      'To host and display your portfolio projects and the likes they receive.',
      'To send the notifications you have switched on, such as new matches, new messages, team updates and portfolio likes, and, only if you opt in, marketing emails (see section 13).',
      'To keep Bubbles safe: to prevent fraud, spam and abuse, enforce our Terms of Service, investigate reports and protect our members.',
      'To maintain, troubleshoot and improve the service using technical and log data.',
      'To comply with our legal obligations and to establish, exercise or defend legal claims.',
      'We collect only information that is adequate, relevant and not excessive for these purposes. We will not use your personal information for a new purpose that is incompatible with them without first telling you and, where required, asking for your consent.',
    ],
  },
  {
    title: '5. Lawful Basis for Processing',
    body: [
      'POPIA allows personal information to be processed only where there is a lawful justification. We rely on the following grounds in section 11 of POPIA:',
      'Contract: most of our processing is necessary to provide the service you signed up for under our Terms of Service, for example your account, profile, matches, messages, teams and portfolio.',
      'Consent: we rely on your consent for optional processing, such as sending marketing emails and any special personal information you choose to share. You may withdraw your consent at any time. Withdrawal does not affect processing that took place before it.',
      'Legitimate interests: we process device and log data and some account data to secure the service, prevent abuse and improve Bubbles, where these interests are not overridden by your rights and interests.',
      'Legal obligation: we process personal information where the law requires it, for example to respond to a lawful request from a court or a regulator.',
    ],
  },
  {
    title: '6. How We Share Your Information',
    body: [
      'We do not sell, rent or trade your personal information, and we do not share it with advertisers.',
      'Other members: your profile (name, profile picture, profession, location, bio, skills, experience, hourly rate, availability and portfolio images) is shown to other members according to your privacy and visibility settings. Messages are visible only to the people in that conversation, and team chat messages only to the members of that team. Portfolio projects marked public can be seen by anyone who visits Bubbles, including people who are not signed in.',
      'Operators (service providers): we use carefully selected service providers that process personal information on our behalf, such as cloud hosting, database and file storage providers and email delivery services. As required by sections 20 and 21 of POPIA, they process your information only on our instructions, under a written agreement that requires them to keep it confidential and to maintain appropriate security measures.',
      'Google: when you sign in with Google, Google provides the sign-in service as an independent party. Google’s handling of your information is governed by Google’s own privacy policy.',
      'Legal and safety reasons: we may disclose personal information where the law requires it, to comply with a court order or a lawful request from a public authority, or where necessary to protect the rights, safety or property of our members, the public or Bubbles.',
      'Business changes: if Bubbles is involved in a merger, acquisition or sale of assets, personal information may be transferred to the new owner, who will be bound by this Privacy Policy or one that protects you at least as well. We will tell you before this happens.',
    ],
  },
  {
    title: '7. Cross-Border Transfers',
    body: [
      'Some of our operators, such as hosting and email delivery providers, and Google may store or process personal information on servers outside South Africa.',
      'We transfer personal information outside South Africa only as section 72 of POPIA allows: where the recipient is subject to a law, binding corporate rules or a binding agreement that provides an adequate level of protection substantially similar to POPIA, where the transfer is necessary to perform our contract with you, or where you have consented to it.',
      'Wherever your information is processed, we require it to be protected to the standard described in this Privacy Policy.',
    ],
  },
  {
    title: '8. How Long We Keep Your Information',
    body: [
      'We keep personal information only for as long as we need it for the purposes described in section 4, unless a longer period is required or authorised by law.',
      'Your account, profile, activity and settings are kept for as long as your account is active. You can edit or remove most of this information yourself at any time.',
      'Server logs are kept for a short period, normally no longer than 30 days, unless they are needed to investigate a specific security incident or abuse report.',
      'When you delete your account, we delete your personal information as described in section 9.',
      'Where we must keep information for longer, for example to comply with a legal obligation or to establish or defend a legal claim, we keep only what is needed, restrict access to it and delete it once the reason falls away. We may keep information that has been de-identified so that it can no longer be linked to you, such as the total number of teams formed.',
    ],
  },
  {
    title: '9. Account Deletion',
    body: [
      'You can delete your account at any time in Settings, under Data and Privacy. Deleting your account immediately signs you out on all devices and removes your profile from Discover.',
      'We permanently delete your personal information within 30 days of account deletion. This includes your profile, profile picture, swipes, matches, messages, team memberships, team chat messages, portfolio projects, uploaded images and settings, as well as copies in our backups. Messages you sent are deleted with your account, so they no longer appear to the people you chatted with.',
      'The only exception is information that we are required by law to keep, which we retain only for as long as the law requires, as explained in section 8.',
      'Before deleting your account, you can download a copy of your data in Settings using the data export option. Deletion cannot be undone: if you later sign in again with the same Google account, a new, empty account is created.',
    ],
  },
  {
    title: '10. Your Rights',
    body: [
      'Under POPIA you have the right to:',
      'Access: ask whether we hold personal information about you and request a copy of it. You can download most of it yourself at any time in Settings using the data export option.',
      'Correction: ask us to correct or update personal information that is inaccurate, irrelevant, excessive, out of date, incomplete, misleading or obtained unlawfully. You can edit most of your profile and settings directly in the app.',
      'Deletion: ask us to delete or destroy personal information that we are no longer authorised to keep, or delete your account yourself at any time (see section 9).',
      'Objection: object, on reasonable grounds relating to your particular situation, to processing based on legitimate interests, and object at any time to processing for direct marketing.',
      'Withdraw consent: withdraw any consent you have given, such as consent to receive marketing emails.',
      'Complain: lodge a complaint with the Information Regulator if you believe that your personal information has been processed unlawfully.',
      'To exercise these rights, email our Information Officer at privacy@bubbles.co.za from the email address linked to your account. We may need to verify your identity before acting on a request. We will respond within a reasonable time, and in any event within 30 days, and we do not charge for these requests.',
      'The Information Regulator (South Africa) can be contacted through its website at https://inforegulator.org.za, by email at enquiries@inforegulator.org.za for general enquiries, or by email at POPIAComplaints@inforegulator.org.za to lodge a complaint using POPIA Form 5. We would appreciate the chance to address your concerns first, so please consider contacting us before you approach the Regulator.',
    ],
  },
  {
    title: '11. How We Protect Your Information',
    body: [
      'We take appropriate, reasonable technical and organisational measures to prevent the loss of, damage to and unauthorised destruction of personal information, and unlawful access to or processing of it. These include:',
      'Sign-in through Google using the industry-standard OpenID Connect protocol, so that we never handle your password.',
      'Hashed session tokens: each session token is a long random value, and we store only a hash of it, so a copy of our database cannot be used to take over your session. Sessions expire after inactivity and end when you log out or delete your account.',
      'Encryption of data in transit using HTTPS, and a session cookie marked HttpOnly, Secure and SameSite to protect it against theft and cross-site attacks.',
      'Image processing: uploaded images are checked and re-encoded before they are stored. This strips embedded metadata, such as EXIF data and GPS location, so your photos do not reveal where they were taken.',
      'Access controls: only the people in a conversation can read its messages, only team members can read their team chat, and our own staff access personal information only where they need to.',
      'Rate limiting and monitoring to detect and prevent abuse.',
      'No system is completely secure. If we have reasonable grounds to believe that your personal information has been accessed or acquired by an unauthorised person, we will notify the Information Regulator and you as soon as reasonably possible, as required by section 22 of POPIA, with enough information for you to take steps to protect yourself.',
    ],
  },
  {
    title: '12. Children',
    body: [
      'Bubbles is intended only for people aged 18 or older. You must be at least 18 years old to create an account.',
      'We do not knowingly collect or process the personal information of children (persons under the age of 18). If we learn that an account belongs to someone under 18, we will delete the account and its personal information. If you believe that a child is using Bubbles, please tell us at privacy@bubbles.co.za.',
    ],
  },
  {
    title: '13. Direct Marketing',
    body: [
      'We send electronic direct marketing, such as news about features, events or offers, only if you have opted in. The marketing emails setting is off by default and stays off unless you switch it on in Settings, under Notifications.',
      'Every marketing email identifies Bubbles and includes a simple way to unsubscribe. You can also switch marketing emails off in Settings at any time, free of charge.',
      'Messages about your account, such as security notices, changes to our terms and the notifications you have switched on (for example new matches or messages), are not direct marketing. You control notification emails in your notification settings.',
      'We do not share your details with third parties for their own marketing.',
    ],
  },
  {
    title: '14. Automated Decision-Making and Matching Suggestions',
    body: [
      'To help you find collaborators, Bubbles automatically selects and orders the profiles shown to you in Discover. These matching suggestions are based on the filters you choose (such as location, creative field and availability), on profile information and on whether you have already swiped on someone. Profiles hidden from Discover or set to private are not suggested, and friends-only profiles are visible only to their matches.',
      'Matching suggestions only decide which profiles you see and in what order. A match is created only when two members both choose to like each other. No decision that has legal consequences for you or that affects you to a substantial degree is made solely by automated means, as contemplated in section 71 of POPIA.',
      'You can influence your suggestions by changing your filters, and you can remove yourself from Discover at any time by switching off the option to appear in Discover in your privacy settings. If you have questions about how suggestions work, contact privacy@bubbles.co.za.',
    ],
  },
  {
    title: '15. Information Officer',
    body: [
      'Our Information Officer is responsible for encouraging and ensuring compliance with POPIA at Bubbles and for dealing with requests and complaints about personal information.',
      'Information Officer: privacy@bubbles.co.za',
      'Please include your name, the email address linked to your Bubbles account and a description of your request so that we can help you quickly.',
      'You may also request access to records under the Promotion of Access to Information Act 2 of 2000 (PAIA). Contact our Information Officer for a copy of our PAIA manual.',
    ],
  },
  {
    title: '16. Changes to This Policy',
    body: [
      'We may update this Privacy Policy from time to time, for example when we add features or when the law changes. The current version is always available on this page.',
      'If we make material changes, we will tell you by email or in the app before they take effect. If a change means that we want to use your personal information for a new purpose that requires your consent, we will ask for your consent first.',
    ],
  },
  {
    title: '17. Contact Us',
    body: [
      'If you have questions about this Privacy Policy or about how we handle your personal information, please contact us.',
      'Privacy questions and requests about your personal information: privacy@bubbles.co.za',
      'Legal matters and our Terms of Service: legal@bubbles.co.za',
      'You can read our Terms of Service at /terms-of-service.',
    ],
  },
]
