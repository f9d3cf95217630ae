import { describe, expect, it } from 'vitest';
import { findSuggestRule, type SuggestRule, suggestRuleMatches } from './suggest-rules';

const rule = (ruleType: SuggestRule['ruleType'], serviceSelected: string, listService = [999]): SuggestRule => ({
  ruleType,
  serviceSelected,
  listService,
});

describe('suggest rules (spec §4 Service selection, §3 Suggest rule)', () => {
  it('equals: the chosen set equals the rule set, in any order', () => {
    expect(suggestRuleMatches(rule('equals', '101'), [101])).toBe(true);
    expect(suggestRuleMatches(rule('equals', '101;401'), [401, 101])).toBe(true);
    expect(suggestRuleMatches(rule('equals', '101'), [101, 302])).toBe(false);
    expect(suggestRuleMatches(rule('equals', '101;401'), [101])).toBe(false);
  });

  it('regex: the semicolon-joined chosen ids match the pattern', () => {
    const perm = rule('regex', '(^|;)20[1-3](;|$)');
    expect(suggestRuleMatches(perm, [202])).toBe(true);
    expect(suggestRuleMatches(perm, [101, 203])).toBe(true);
    expect(suggestRuleMatches(perm, [2020])).toBe(false);
    expect(suggestRuleMatches(perm, [204])).toBe(false);
    expect(suggestRuleMatches(rule('regex', '^101;302$'), [101, 302])).toBe(true);
    expect(suggestRuleMatches(rule('regex', '^101;302$'), [302, 101])).toBe(false);
  });

  it('regex: a malformed pattern matches nothing instead of throwing', () => {
    expect(suggestRuleMatches(rule('regex', '(unclosed'), [101])).toBe(false);
  });

  it('default: all rule services are among the chosen ones', () => {
    expect(suggestRuleMatches(rule('default', '102'), [102, 401])).toBe(true);
    expect(suggestRuleMatches(rule('default', '102;401'), [102, 401, 301])).toBe(true);
    expect(suggestRuleMatches(rule('default', '102;401'), [102])).toBe(false);
    expect(suggestRuleMatches(rule('default', ''), [102])).toBe(false);
  });

  it('nothing chosen matches no rule', () => {
    expect(suggestRuleMatches(rule('default', '102'), [])).toBe(false);
    expect(suggestRuleMatches(rule('regex', '.*'), [])).toBe(false);
  });

  it('returns the first matching rule, skipping one whose offer is chosen already', () => {
    const rules = [
      { ...rule('equals', '101', [401]), title: 'ear' },
      { ...rule('default', '102', [302]), title: 'mask' },
      { ...rule('default', '102', [121]), title: 'wash' },
    ];
    expect(findSuggestRule(rules, [101])?.title).toBe('ear');
    expect(findSuggestRule(rules, [102])?.title).toBe('mask');
    expect(findSuggestRule(rules, [102, 302])?.title).toBe('wash');
    expect(findSuggestRule(rules, [111])).toBeUndefined();
  });
});
