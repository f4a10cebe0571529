/**
 * JSON Schema of the admission lab's arguments, for the editor: completion and hover docs. It describes the shape a learner should aim for; the lab itself still runs the exact
 * teaching function, so a "wrong" input is allowed and simply gets its outcome.
 */
import { bi } from '../schema-doc.ts';

export const admissionInputSchema = {
  type: 'object',
  description: bi(
    'get_forecast 工具的参数：恰好 city 与 days 两个字段。',
    'Arguments of the get_forecast tool: exactly city and days.',
  ),
  properties: {
    city: {
      type: 'string',
      description: bi('城市名；必须在允许的城市表里。', 'City name; must be in the allowed list.'),
    },
    days: {
      type: 'integer',
      minimum: 1,
      maximum: 7,
      description: bi(
        '预报天数，1 到 7 的整数；true、3.0、"3" 都不算。',
        'Forecast length, an int from 1 to 7; true, 3.0 and "3" do not count.',
      ),
    },
  },
  required: ['city', 'days'],
  additionalProperties: false,
};
