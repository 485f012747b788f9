// Where the snippet goes on each shop platform. In a step, `code` is shown as code.

export interface PlatformSteps {
  name: string;
  steps: string[];
}

const HTML: PlatformSteps = {
  name: 'Plain HTML',
  steps: [
    'Open the HTML of every page of the store, or the header template your pages share.',
    'Paste the line inside `<head>`, just before `</head>`.',
    'Publish the pages.',
  ],
};

const ALL: PlatformSteps[] = [
  {
    name: 'Shopify',
    steps: [
      'In your Shopify admin, open Online Store, then Themes.',
      'Beside your live theme, open the … menu and choose Edit code.',
      'Open `layout/theme.liquid` and paste the line just before `</head>`.',
      'Save.',
    ],
  },
  {
    name: 'WooCommerce',
    steps: [
      'In your WordPress admin, install a header code plugin such as WPCode (Plugins, then Add New).',
      'In WPCode, open Code Snippets, then Header & Footer, and paste the line into Header. Without a plugin: paste it just before `</head>` in your child theme\'s `header.php`.',
      'Save.',
    ],
  },
  {
    name: 'BigCommerce',
    steps: [
      'In your BigCommerce control panel, open Storefront, then Script Manager, and choose Create a Script.',
      'Set Location to Head, Select pages to All pages and Script type to Script.',
      'Paste the line into Script contents and Save.',
    ],
  },
  {
    name: 'Wix',
    steps: [
      'In your site\'s dashboard, open Settings, then Custom Code (under Advanced), and choose Add Custom Code.',
      'Paste the line, choose All pages (load code once) and place the code in Head.',
      'Apply. Custom code needs a premium plan and a connected domain.',
    ],
  },
  {
    name: 'Squarespace',
    steps: [
      'Open Website, then Pages, Website Tools and Code Injection (on older sites: Settings, Advanced, Code Injection).',
      'Paste the line into Header.',
      'Save. Code injection needs a plan that includes it.',
    ],
  },
  {
    name: 'Magento',
    steps: [
      'In the Magento admin, open Content, then Design, Configuration, and edit the row of your store view.',
      'Open HTML Head and paste the line into Scripts and Style Sheets.',
      'Save Configuration, then refresh the page cache under System, Cache Management.',
    ],
  },
  HTML,
];

/** The store form's platforms, by the steps that fit each. */
const OWN: Record<string, string> = { shopify: 'Shopify', wordpress: 'WooCommerce', custom: HTML.name };

/** Every platform's steps, the store's own platform first. */
export function stepsFor(platform: string): PlatformSteps[] {
  const own = OWN[platform];
  return [...ALL.filter((p) => p.name === own), ...ALL.filter((p) => p.name !== own)];
}
