import type { LegalSection } from '../types'

/** Terms of service under the law of the Republic of South Africa; 18 sections. */
export const termsOfServiceSections: LegalSection[] = [
  {
    title: '1. Acceptance of These Terms',
    body: [
      'These Terms of Service (“Terms”) are an agreement between you and Bubbles (“Bubbles”, “we”, “us” or “our”). They govern your access to and use of the Bubbles web app and related services (the “Service”), where creative professionals find collaborators, match, chat, form teams and show their portfolios.',
      'By signing in, creating a profile or otherwise using the Service, you confirm that you have read and understood these Terms and our Privacy Policy, and you agree to be bound by these Terms. If you do not agree, please do not use the Service. These Terms also apply, as far as relevant, when you try the demo without signing in.',
      'Please pay special attention to sections 13 (Disclaimers), 14 (Limitation of Liability) and 15 (Indemnity). They limit our liability, place certain risks on you and require you to indemnify us.',
    ],
  },
  {
    title: '2. Eligibility',
    body: [
      'You must be at least 18 years old to create an account or use the Service. By using Bubbles, you confirm that you are 18 or older and have the legal capacity to enter into a binding agreement.',
      'We may suspend or delete any account that we reasonably believe belongs to someone under 18.',
      'You may not use the Service if we have previously removed your account for breaching these Terms, unless we have agreed to this in writing. If you use Bubbles on behalf of a business or other organisation, you confirm that you are authorised to accept these Terms on its behalf.',
    ],
  },
  {
    title: '3. Your Account',
    body: [
      'You sign in to Bubbles with your Google account. You are responsible for keeping your Google account secure and for all activity that takes place through your Bubbles account.',
      'You agree to provide accurate, current and complete information, including your real name, and to keep your profile up to date. Do not impersonate any person, create an account for someone else or hold more than one personal account.',
      'Tell us immediately at legal@bubbles.co.za if you suspect unauthorised use of your account, and log out when you use a shared device.',
    ],
  },
  {
    title: '4. Profile Content and Conduct',
    body: [
      'You are responsible for everything you post on Bubbles, including your profile, messages, team chat messages and portfolio projects (“your content”). Your content must be honest and must not misrepresent your identity, skills, experience, qualifications or past work.',
      'Treat other members with respect. Harassment, threats, intimidation, hate speech, unfair discrimination, sexually explicit content and unsolicited commercial messages are not allowed.',
      'We may, but are not obliged to, review content. We may remove content or restrict accounts that we reasonably believe breach these Terms or the law, or that put members at risk.',
      'You can report a member or content that concerns you by emailing legal@bubbles.co.za.',
    ],
  },
  {
    title: '5. Matching and Messaging',
    body: [
      'Bubbles suggests profiles to you in Discover. When you and another member both like each other’s profiles, you match and can message each other. You can undo your last swipe, but a match that already has messages cannot be undone.',
      'Suggestions and matches are not endorsements. We do not verify members’ identities, qualifications, experience or hourly rates, and we do not guarantee that you will find a match or that any collaboration will succeed.',
      'Use good judgement when communicating with other members, especially before you share personal contact details, meet in person or exchange money. When meeting someone for the first time, meet in a public place and tell someone you trust where you are going.',
      'Messages are private to the members of a conversation. Do not share another member’s messages or personal information outside Bubbles without their permission.',
    ],
  },
  {
    title: '6. Teams',
    body: [
      'You can create teams and collaborate with other members on projects. The member who creates a team chooses its name, description, project type, maximum number of members and whether it is looking for new members.',
      'Team chat is visible to all members of the team, and earlier messages may be visible to members who join later.',
      'Team members are responsible for agreeing among themselves on roles, deliverables, deadlines, payment and ownership of the work they create together. We recommend recording these agreements in writing before work starts. Bubbles is not a party to any agreement between members and is not responsible for the performance of any team or member.',
    ],
  },
  {
    title: '7. Portfolio and Intellectual Property',
    body: [
      'You keep ownership of all intellectual property in the content you upload to Bubbles, including your portfolio projects, images, descriptions and profile.',
      'By uploading or posting content, you grant Bubbles a non-exclusive, royalty-free, worldwide licence to host, store, reproduce, adapt (for example by resizing, cropping or re-encoding images), display and make available your content, solely to operate, provide and improve the Service. This includes showing your public portfolio projects to visitors who are not signed in. The licence ends when you delete the content or your account, subject to the time we need to complete the deletion (within 30 days).',
      'You confirm that you own, or have permission to use, all content you upload, including any work created for clients, and that displaying it on Bubbles does not infringe anyone’s copyright, trade marks, confidentiality or other rights. Please check your client agreements before you show client work.',
      'The Bubbles name, logo, design and software belong to us or our licensors and are protected by law. These Terms do not give you any right to use them other than to use the Service as intended.',
      'If you believe that content on Bubbles infringes your rights, send a notice to legal@bubbles.co.za that includes the information required by section 77 of the Electronic Communications and Transactions Act 25 of 2002, and we will act on it promptly.',
    ],
  },
  {
    title: '8. Prohibited Uses',
    body: [
      'You may not use Bubbles to do any of the following:',
      'Break any law, including the Protection of Personal Information Act 4 of 2013, the Copyright Act 98 of 1978 and the Cybercrimes Act 19 of 2020.',
      'Post false, misleading or fraudulent content, or impersonate another person or business.',
      'Harass, threaten, stalk, defame or unfairly discriminate against anyone, or post hate speech or sexually explicit content.',
      'Send spam, chain letters, pyramid or investment schemes or unsolicited advertising, or use matches and messages to sell products unrelated to a collaboration.',
      'Collect, scrape or harvest other members’ personal information or content, or use it for any purpose other than collaborating through Bubbles.',
      'Copy other members’ portfolio work or present it as your own.',
      'Upload viruses or other malicious code, probe or test the security of the Service without our permission, or interfere with its operation.',
      'Access the Service or create accounts through automated means such as bots or scripts.',
      'Request money from other members under false pretences or take part in any other fraud or scam.',
      'Breaching these rules may lead to the removal of content, the suspension or termination of your account and, where appropriate, a report to the authorities.',
    ],
  },
  {
    title: '9. Fees and Payments',
    body: [
      'Bubbles is currently free to use. We do not charge for creating an account, discovering profiles, matching, messaging, teams or portfolios.',
      'If we introduce paid features in future, prices will be shown in South African rand (ZAR) with the R prefix, for example R 99, and will include VAT where applicable. We will tell you the price before you are charged, and you will pay for a paid feature only if you choose it. Any cooling-off, cancellation and refund rights you have under the Consumer Protection Act 68 of 2008 and the Electronic Communications and Transactions Act 25 of 2002 will apply.',
      'Hourly rates shown on profiles, for example R 450/hour, are set by members themselves and are indications only. Payment for any work is agreed and made directly between members. Bubbles does not process these payments, take a commission or guarantee payment.',
      'You are responsible for any tax on income you earn from collaborations that you find through Bubbles.',
    ],
  },
  {
    title: '10. Third-Party Services',
    body: [
      'The Service relies on, and links to, services provided by others. Sign-in is provided by Google, and your use of your Google account is governed by Google’s own terms and privacy policy.',
      'Profiles and portfolio projects may link to or display content from other websites, such as a member’s own portfolio site or images hosted elsewhere. We do not control and are not responsible for third-party websites or services, their content or their privacy practices, and you use them at your own risk.',
      'If a third-party service is unavailable, features that depend on it, such as sign-in, may be affected.',
    ],
  },
  {
    title: '11. Privacy',
    body: [
      'Our Privacy Policy explains how we collect, use, share and protect your personal information in line with the Protection of Personal Information Act 4 of 2013 (POPIA), and the rights you have. It forms part of these Terms, and you can read it at /privacy-policy.',
      'Other members will see the profile information you choose to share, according to your privacy and visibility settings.',
      'You must respect other members’ privacy and handle any personal information you receive through Bubbles in line with POPIA, using it only to collaborate through the Service.',
    ],
  },
  {
    title: '12. Termination and Account Deletion',
    body: [
      'You may stop using Bubbles at any time and delete your account in Settings, under Data and Privacy. When you delete your account, you are signed out, your profile is removed from Discover and your personal information is permanently deleted within 30 days, except where the law requires us to keep it, as explained in our Privacy Policy. You can download a copy of your data in Settings before you delete your account.',
      'We may suspend or terminate your account, or restrict your access to features, if you materially breach these Terms, if the law requires us to, or if your use of the Service puts other members, the Service or Bubbles at risk. Where reasonable, we will tell you why and give you an opportunity to respond, unless doing so would compromise someone’s safety or an investigation.',
      'We may also discontinue all or part of the Service. If we do, we will give you reasonable notice where possible so that you can download your data.',
      'Provisions of these Terms that by their nature should continue after your account ends, including those on intellectual property, disclaimers, limitation of liability, indemnity and governing law, continue to apply.',
    ],
  },
  {
    title: '13. Disclaimers',
    body: [
      'We work hard to keep Bubbles available, secure and useful, but the Service is provided “as is” and “as available”. To the extent permitted by law, we make no warranty or representation that the Service will be uninterrupted, error-free or free of harmful components, or that it will meet your particular requirements.',
      'Bubbles is a platform for introductions and collaboration. We do not employ, recommend or vet members, and we are not responsible for the conduct of any member, on or off the Service, or for the quality, legality or delivery of any work, payment or collaboration that results from it.',
      'Nothing in these Terms excludes or limits any warranty, right or remedy that you have under the Consumer Protection Act 68 of 2008 or any other law that cannot lawfully be excluded or limited.',
    ],
  },
  {
    title: '14. Limitation of Liability',
    body: [
      'To the maximum extent permitted by law, Bubbles, its owners, employees and service providers are not liable for any indirect, incidental, special or consequential loss or damage, or for any loss of profit, income, business, opportunity, data or goodwill, arising from or in connection with your use of, or inability to use, the Service, or from any content or conduct of other members.',
      'To the maximum extent permitted by law, our total liability to you for all claims arising from or relating to these Terms or the Service is limited to the total amount you paid us for the Service in the 12 months before the event that gave rise to the claim. Because the Service is currently free, this amount is R 0 unless you have paid for a feature.',
      'Nothing in these Terms limits or excludes our liability for loss or damage caused by our gross negligence, fraud or intentional misconduct, or any liability that cannot be limited or excluded under the Consumer Protection Act 68 of 2008 or other applicable law.',
    ],
  },
  {
    title: '15. Indemnity',
    body: [
      'To the extent permitted by law, you indemnify Bubbles, its owners, employees and service providers against all claims by third parties, and the resulting losses, damages, liabilities, costs and expenses (including reasonable legal fees), that arise from your content, your breach of these Terms or of any law, your infringement of anyone’s rights, or your dealings and collaborations with other members.',
      'This indemnity does not apply to the extent that a loss was caused by our own gross negligence, fraud or intentional misconduct.',
    ],
  },
  {
    title: '16. Governing Law and Disputes',
    body: [
      'These Terms are governed by the laws of the Republic of South Africa.',
      'If you have a complaint or dispute, please contact us first at legal@bubbles.co.za so that we can try to resolve it informally. If we cannot resolve it within a reasonable time, either of us may refer it to a competent court of the Republic of South Africa.',
      'This does not affect your right to approach the National Consumer Commission, the Information Regulator or any other authority, ombud or alternative dispute resolution forum available to you under South African law.',
      'If any provision of these Terms is found to be unlawful or unenforceable, it will be severed or limited to the minimum extent necessary, and the rest of these Terms will remain in force. If we do not enforce a provision, we do not waive our right to enforce it later.',
    ],
  },
  {
    title: '17. Changes to These Terms',
    body: [
      'We may update these Terms from time to time to reflect new features, changes in the law or changes in how we operate. The current version is always available on this page.',
      'If we make material changes, we will give you reasonable notice by email or in the app before they take effect. If you do not agree with the updated Terms, you may delete your account before they take effect. If you continue to use Bubbles after that, the updated Terms apply to you.',
    ],
  },
  {
    title: '18. Contact Us',
    body: [
      'If you have questions about these Terms, or want to report content or a member, contact us at legal@bubbles.co.za.',
      'For privacy questions and requests about your personal information, contact our Information Officer at privacy@bubbles.co.za.',
      'We send notices to the email address linked to your account or show them in the Service. Please send notices to us by email to legal@bubbles.co.za.',
    ],
  },
]
