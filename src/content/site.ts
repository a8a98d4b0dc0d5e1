/** Copy shared by every page: header, footers, not-found and error pages. */
import { identity } from './identity.ts';

export const site = {
  name: identity.schoolName,
  tagline: 'Residential Higher Secondary School for Boys, Kerala',
  /** The greeting the 'Get Connected' chat opens with (spec: "asking about the system"). */
  chatGreeting: `Hello ${identity.schoolName}! I would like to know more about your system of education and residential life.`,
  header: {
    skipLink: 'Skip to content',
    homeLabel: `${identity.schoolName} home`,
    menu: 'Menu',
    navLabel: 'Main',
    getConnected: 'Get Connected',
    getConnectedHint: 'Chat with us on WhatsApp (opens in a new tab)',
  },
  footer: {
    about: `An exclusive higher secondary residential campus for boys, where moral grounding meets modern learning.`,
    brandsLabel: 'Our institutions',
    brands: [
      { name: identity.schoolName, logo: '/brand/edmount.svg' },
      { name: `${identity.schoolName} One`, logo: '/brand/edmount-one.svg' },
      { name: `${identity.schoolName} Two`, logo: '/brand/edmount-two.svg' },
    ],
    quickLinks: 'Quick Links',
    followUs: 'Follow Us',
    contactUs: 'Contact Us',
    addressLabel: 'Address',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    copyright: `© ${identity.schoolName}. All rights reserved.`,
  },
  newTab: '(opens in a new tab)',
  notFound: {
    title: 'Page not found',
    heading: 'We could not find that page',
    text: 'The address may be mistyped, or the page may have moved. These pages are a good place to start:',
    homeLink: 'Go to the home page',
  },
  error: {
    title: 'Something went wrong',
    heading: 'Something went wrong on this page',
    text: 'Sorry: this page stopped working. Reloading usually helps; your place on the site is kept.',
    reload: 'Reload',
    home: 'Home',
  },
} as const;

export const socialLinks = [
  { key: 'instagram', label: 'Instagram', href: identity.social.instagram, onPhone: true },
  { key: 'facebook', label: 'Facebook', href: identity.social.facebook, onPhone: true },
  { key: 'youtube', label: 'Youtube', href: identity.social.youtube, onPhone: false },
  { key: 'linkedin', label: 'Linkedin', href: identity.social.linkedin, onPhone: true },
] as const;
