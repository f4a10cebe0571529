import { defineFlowchart, terminalIds, yesNo, type TerminalId } from '../flowchart.ts';

export const admissionFlowchart = defineFlowchart({
  title: { zh: '参数准入：逐道检查查询参数', en: 'Argument admission: each gate in turn' },
  start: 'args_is_object',
  nodes: [
    { id: 'args_is_object', zh: '参数是对象？', en: 'Arguments are an object?', terminal: false },
    {
      id: 'field_set',
      zh: '键恰好是 city 和 days？',
      en: 'Keys are exactly city and days?',
      terminal: false,
    },
    { id: 'city_is_str', zh: 'city 为字符串？', en: 'city is a string?', terminal: false },
    {
      id: 'days_is_int',
      zh: 'days 为整数（布尔与小数不算）？',
      en: 'days is an int (not bool, not float)?',
      terminal: false,
    },
    { id: 'days_in_range', zh: 'days 落在 1 至 7？', en: 'days within 1..7?', terminal: false },
    { id: 'city_allowed', zh: 'city 在允许的城市表里？', en: 'city in the allowed list?', terminal: false },
    { id: 'schema_fields', zh: 'schema_fields：字段不对', en: 'schema_fields: wrong fields', terminal: true },
    { id: 'schema_types', zh: 'schema_types：类型不对', en: 'schema_types: wrong types', terminal: true },
    {
      id: 'schema_range',
      zh: 'schema_range：天数越界',
      en: 'schema_range: days out of range',
      terminal: true,
    },
    {
      id: 'semantic_city',
      zh: 'semantic_city：城市未登记',
      en: 'semantic_city: city not allowed',
      terminal: true,
    },
    { id: 'accepted', zh: 'accepted：可交宿主许可', en: 'accepted: on to host permission', terminal: true },
  ],
  edges: [
    ...yesNo('args_is_object', 'field_set', 'schema_fields'),
    ...yesNo('field_set', 'city_is_str', 'schema_fields'),
    ...yesNo('city_is_str', 'days_is_int', 'schema_types'),
    ...yesNo('days_is_int', 'days_in_range', 'schema_types'),
    ...yesNo('days_in_range', 'city_allowed', 'schema_range'),
    ...yesNo('city_allowed', 'accepted', 'semantic_city'),
  ],
});

/** The function's answers: the chart's terminal nodes. */
export type AdmissionReason = TerminalId<typeof admissionFlowchart>;
export const ADMISSION_OUTCOMES = terminalIds(admissionFlowchart) as AdmissionReason[];
