import { useId } from 'react';
import { INSIGHT_PERIODS, type InsightPeriod } from '@cabinet/api/insights';
import { Flex } from '@cabinet/design/core';
import { Segmented } from '@cabinet/design/segmented';
import { useTranslate } from '@cabinet/i18n';
import { choiceParam, useUrlParam } from '@cabinet/toolkit/list';
import { PERIOD_LABELS, common } from './labels';

const PERIOD = choiceParam(INSIGHT_PERIODS, 'month');

/** The period of a screen's figures, kept in the URL (`?period=week`); a month unless told. */
export function usePeriod(): [InsightPeriod, (period: InsightPeriod) => void] {
  return useUrlParam('period', PERIOD);
}

export function PeriodPicker({ value, onChange }: { value: InsightPeriod; onChange: (period: InsightPeriod) => void }) {
  const t = useTranslate();
  const labelId = useId();
  return (
    <Flex gap={8} align="center" wrap>
      <span id={labelId}>{t(common.period)}</span>
      <Segmented<InsightPeriod>
        aria-labelledby={labelId}
        value={value}
        onChange={onChange}
        options={INSIGHT_PERIODS.map((period) => ({ value: period, label: t(PERIOD_LABELS[period]) }))}
      />
    </Flex>
  );
}
