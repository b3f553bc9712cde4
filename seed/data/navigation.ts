import type { Navigation } from '@/payload-types'

type Links = { link: { label: string; url: string; newTab: boolean } }[]

const links = (...rows: [label: string, url: string][]): Links =>
  rows.map(([label, url]) => ({ link: { label, url, newTab: false } }))

const SHOP_USED = links(
  ['All Used Cars', '/used-cars-for-sale'],
  ['Cars Under $20K', '/used-cars-for-sale/price-under-20000'],
  ['Sedans', '/used-cars-for-sale/sedans'],
  ['Trucks', '/used-cars-for-sale/trucks'],
  ['SUVs', '/used-cars-for-sale/suvs'],
  ['Minivans', '/used-cars-for-sale/minivans'],
)
const FINANCING = links(
  ['Auto Financing', '/auto-financing'],
  ['Get Pre-Approved Now', '/auto-financing/apply-for-financing'],
  ['Free Credit Score', '/auto-financing/free-credit-score-pre-approval'],
)

/** The dealership's header and footer menus. */
export const NAVIGATION: Omit<Navigation, 'id' | 'createdAt' | 'updatedAt'> = {
  header: [
    { label: 'Financing', url: null, children: FINANCING },
    { label: 'Shop Used Cars', url: null, children: SHOP_USED },
    { label: 'Sell/Trade', url: '/sell-trade-my-car', children: [] },
    { label: 'Service', url: '/service', children: [] },
  ],
  footer: [
    { title: 'Shop Used Cars', links: SHOP_USED },
    { title: 'Financing', links: [...FINANCING, ...links(['Full Credit Application', '/auto-financing/full-credit-application'])] },
    { title: 'Sell or Trade', links: links(['Sell or Trade My Car', '/sell-trade-my-car'], ['Value Your Vehicle', '/sell-trade-my-car/your-vehicle']) },
    { title: 'Service', links: links(['Service Center', '/service'], ['Vehicle Protection Plans', '/vehicle-protection-plans']) },
    {
      title: 'Dealership',
      links: links(['Our Company', '/our-company'], ['Meet Our Team', '/our-company/meet-our-team'], ['Careers', '/our-company/careers']),
    },
  ],
  footerLine: links(
    ['Contact Us', '/contact-us'],
    ['Privacy Policy', '/legal/privacy-policy'],
    ['Terms of Sale', '/legal/terms-of-sale'],
    ['Cookie Policy', '/legal/cookie-policy'],
  ),
}
