import { useState } from 'react';
import { useT, type MessageId } from '../../i18n';
import { Button } from '../../ui/Button';
import { SelectField, TextField, type SelectOption } from '../../ui/Field';
import {
  EMPTY_ACTIVITY_FILTERS,
  hasActivityFilters,
  type ActivityFilters,
} from './activity-filters';
import { ACTION_MESSAGES, ENTITY_MESSAGES } from './texts';

export interface ActivityFilterFormProps {
  applied: ActivityFilters;
  /** The people to filter by (value: the user's id). */
  people: readonly SelectOption[];
  onApply: (filters: ActivityFilters) => void;
}

/** The log's words as options, each named in the current language. */
function optionsOf(
  messages: Readonly<Record<string, MessageId>>,
  t: (id: MessageId) => string,
): SelectOption[] {
  return Object.entries(messages).map(([value, id]) => ({ value, label: t(id) }));
}

/** The Activity screen's filters: person, record type, action, date range and text. */
export function ActivityFilterForm({ applied, people, onApply }: ActivityFilterFormProps) {
  const t = useT();
  const [draft, setDraft] = useState<ActivityFilters>(applied);
  const [open, setOpen] = useState(false);
  const field = (name: keyof ActivityFilters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <div className={open ? 'activity-filters filters-open' : 'activity-filters'}>
      <Button
        variant="secondary"
        className="activity-filters-toggle"
        aria-expanded={open}
        aria-controls="activity-filter-form"
        onClick={() => setOpen(!open)}
      >
        {open
          ? t('activity.hideFilters')
          : hasActivityFilters(applied)
            ? t('activity.filtersOn')
            : t('activity.filters')}
      </Button>
      <form
        id="activity-filter-form"
        className="card activity-filter-form"
        aria-label={t('activity.filtersLabel')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <div className="activity-filter-grid">
          <SelectField
            label={t('activity.person')}
            placeholder={t('activity.everyone')}
            options={people}
            {...field('userId')}
          />
          <SelectField
            label={t('activity.recordType')}
            placeholder={t('activity.allRecordTypes')}
            options={optionsOf(ENTITY_MESSAGES, t)}
            {...field('entity')}
          />
          <SelectField
            label={t('activity.action')}
            placeholder={t('activity.allActions')}
            options={optionsOf(ACTION_MESSAGES, t)}
            {...field('action')}
          />
          <TextField label={t('activity.from')} type="date" {...field('from')} />
          <TextField label={t('activity.to')} type="date" {...field('to')} />
          <TextField
            label={t('activity.search')}
            type="search"
            placeholder={t('activity.searchPlaceholder')}
            {...field('search')}
          />
        </div>
        <div className="form-actions">
          <Button type="submit">{t('activity.apply')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(EMPTY_ACTIVITY_FILTERS);
              onApply(EMPTY_ACTIVITY_FILTERS);
            }}
          >
            {t('activity.clear')}
          </Button>
        </div>
      </form>
    </div>
  );
}
