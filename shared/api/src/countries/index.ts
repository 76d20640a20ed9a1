/**
 * `@cabinet/api/countries`: small and stateless, bundled where used (registration, the profile).
 *
 * Countries and their ids (spec section 9: "default 0, Russia 1, Belarus 3, Ukraine 4, Kazakhstan 8, Brazil 55;
 * a list of about 200 countries with ids exists", the list itself not shown). Our design: the five ids the spec
 * names keep their numbers; every other country with an ISO 3166-1 code where people live takes an id from 100
 * up, in the order of its code, and a country added later takes the next free id (ids never move: accounts store
 * them). The name of each is the browser's, in the reader's language (Intl.DisplayNames), so no names ship.
 */
export const COUNTRIES: ReadonlyArray<readonly [id: number, iso: string]> = [
  [1, 'RU'], [3, 'BY'], [4, 'UA'], [8, 'KZ'], [55, 'BR'],
  [100, 'AD'], [101, 'AE'], [102, 'AF'], [103, 'AG'], [104, 'AI'], [105, 'AL'], [106, 'AM'], [107, 'AO'],
  [108, 'AR'], [109, 'AS'], [110, 'AT'], [111, 'AU'], [112, 'AW'], [113, 'AX'], [114, 'AZ'], [115, 'BA'],
  [116, 'BB'], [117, 'BD'], [118, 'BE'], [119, 'BF'], [120, 'BG'], [121, 'BH'], [122, 'BI'], [123, 'BJ'],
  [124, 'BL'], [125, 'BM'], [126, 'BN'], [127, 'BO'], [128, 'BQ'], [129, 'BS'], [130, 'BT'], [131, 'BW'],
  [132, 'BZ'], [133, 'CA'], [134, 'CC'], [135, 'CD'], [136, 'CF'], [137, 'CG'], [138, 'CH'], [139, 'CI'],
  [140, 'CK'], [141, 'CL'], [142, 'CM'], [143, 'CN'], [144, 'CO'], [145, 'CR'], [146, 'CU'], [147, 'CV'],
  [148, 'CW'], [149, 'CX'], [150, 'CY'], [151, 'CZ'], [152, 'DE'], [153, 'DJ'], [154, 'DK'], [155, 'DM'],
  [156, 'DO'], [157, 'DZ'], [158, 'EC'], [159, 'EE'], [160, 'EG'], [161, 'EH'], [162, 'ER'], [163, 'ES'],
  [164, 'ET'], [165, 'FI'], [166, 'FJ'], [167, 'FK'], [168, 'FM'], [169, 'FO'], [170, 'FR'], [171, 'GA'],
  [172, 'GB'], [173, 'GD'], [174, 'GE'], [175, 'GF'], [176, 'GG'], [177, 'GH'], [178, 'GI'], [179, 'GL'],
  [180, 'GM'], [181, 'GN'], [182, 'GP'], [183, 'GQ'], [184, 'GR'], [185, 'GT'], [186, 'GU'], [187, 'GW'],
  [188, 'GY'], [189, 'HK'], [190, 'HN'], [191, 'HR'], [192, 'HT'], [193, 'HU'], [194, 'ID'], [195, 'IE'],
  [196, 'IL'], [197, 'IM'], [198, 'IN'], [199, 'IO'], [200, 'IQ'], [201, 'IR'], [202, 'IS'], [203, 'IT'],
  [204, 'JE'], [205, 'JM'], [206, 'JO'], [207, 'JP'], [208, 'KE'], [209, 'KG'], [210, 'KH'], [211, 'KI'],
  [212, 'KM'], [213, 'KN'], [214, 'KP'], [215, 'KR'], [216, 'KW'], [217, 'KY'], [218, 'LA'], [219, 'LB'],
  [220, 'LC'], [221, 'LI'], [222, 'LK'], [223, 'LR'], [224, 'LS'], [225, 'LT'], [226, 'LU'], [227, 'LV'],
  [228, 'LY'], [229, 'MA'], [230, 'MC'], [231, 'MD'], [232, 'ME'], [233, 'MF'], [234, 'MG'], [235, 'MH'],
  [236, 'MK'], [237, 'ML'], [238, 'MM'], [239, 'MN'], [240, 'MO'], [241, 'MP'], [242, 'MQ'], [243, 'MR'],
  [244, 'MS'], [245, 'MT'], [246, 'MU'], [247, 'MV'], [248, 'MW'], [249, 'MX'], [250, 'MY'], [251, 'MZ'],
  [252, 'NA'], [253, 'NC'], [254, 'NE'], [255, 'NF'], [256, 'NG'], [257, 'NI'], [258, 'NL'], [259, 'NO'],
  [260, 'NP'], [261, 'NR'], [262, 'NU'], [263, 'NZ'], [264, 'OM'], [265, 'PA'], [266, 'PE'], [267, 'PF'],
  [268, 'PG'], [269, 'PH'], [270, 'PK'], [271, 'PL'], [272, 'PM'], [273, 'PN'], [274, 'PR'], [275, 'PS'],
  [276, 'PT'], [277, 'PW'], [278, 'PY'], [279, 'QA'], [280, 'RE'], [281, 'RO'], [282, 'RS'], [283, 'RW'],
  [284, 'SA'], [285, 'SB'], [286, 'SC'], [287, 'SD'], [288, 'SE'], [289, 'SG'], [290, 'SH'], [291, 'SI'],
  [292, 'SJ'], [293, 'SK'], [294, 'SL'], [295, 'SM'], [296, 'SN'], [297, 'SO'], [298, 'SR'], [299, 'SS'],
  [300, 'ST'], [301, 'SV'], [302, 'SX'], [303, 'SY'], [304, 'SZ'], [305, 'TC'], [306, 'TD'], [307, 'TG'],
  [308, 'TH'], [309, 'TJ'], [310, 'TK'], [311, 'TL'], [312, 'TM'], [313, 'TN'], [314, 'TO'], [315, 'TR'],
  [316, 'TT'], [317, 'TV'], [318, 'TW'], [319, 'TZ'], [320, 'UG'], [321, 'US'], [322, 'UY'], [323, 'UZ'],
  [324, 'VA'], [325, 'VC'], [326, 'VE'], [327, 'VG'], [328, 'VI'], [329, 'VN'], [330, 'VU'], [331, 'WF'],
  [332, 'WS'], [333, 'XK'], [334, 'YE'], [335, 'YT'], [336, 'ZA'], [337, 'ZM'], [338, 'ZW'],
];

/** Spec section 9: the default country, "other" for a person choosing none. */
export const OTHER_COUNTRY_ID = 0;

/** The markets the spec names, offered first. */
export const MAIN_COUNTRY_IDS: readonly number[] = [1, 8, 3, 4, 55];

const COUNTRY_IDS = new Set([OTHER_COUNTRY_ID, ...COUNTRIES.map(([id]) => id)]);

export function isCountryId(id: number): boolean {
  return COUNTRY_IDS.has(id);
}

/** The ISO code of a country id; null for the default country or an id not in the list. */
export function countryIso(id: number): string | null {
  return COUNTRIES.find(([candidate]) => candidate === id)?.[1] ?? null;
}

/** A country's name in a language, as the browser (or Node's ICU) names it; the code if it has no name. */
export function countryName(iso: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}
