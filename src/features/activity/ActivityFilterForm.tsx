import { useState } from 'react';
import { Button } from '../../ui/Button';
import { SelectField, TextField, type SelectOption } from '../../ui/Field';
import {
  EMPTY_ACTIVITY_FILTERS,
  hasActivityFilters,
  type ActivityFilters,
} from './activity-filters';
import { ACTION_LABELS, ACTIVITY_TEXT, ENTITY_LABELS } from './texts';

export interface ActivityFilterFormProps {
  applied: ActivityFilters;
  /** The people to filter by (value: the user's id). */
  people: readonly SelectOption[];
  onApply: (filters: ActivityFilters) => void;
}

function optionsOf(labels: Readonly<Record<string, string>>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

const ENTITY_OPTIONS = optionsOf(ENTITY_LABELS);
const ACTION_OPTIONS = optionsOf(ACTION_LABELS);

/** The Activity screen's filters: person, record type, action, date range and text. */
export function ActivityFilterForm({ applied, people, onApply }: ActivityFilterFormProps) {
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
          ? ACTIVITY_TEXT.hideFilters
          : hasActivityFilters(applied)
            ? ACTIVITY_TEXT.filtersOn
            : ACTIVITY_TEXT.filters}
      </Button>
      <form
        id="activity-filter-form"
        className="card activity-filter-form"
        aria-label={ACTIVITY_TEXT.filtersLabel}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <div className="activity-filter-grid">
          <SelectField
            label={ACTIVITY_TEXT.person}
            placeholder={ACTIVITY_TEXT.everyone}
            options={people}
            {...field('userId')}
          />
          <SelectField
            label={ACTIVITY_TEXT.recordType}
            placeholder={ACTIVITY_TEXT.allRecordTypes}
            options={ENTITY_OPTIONS}
            {...field('entity')}
          />
          <SelectField
            label={ACTIVITY_TEXT.action}
            placeholder={ACTIVITY_TEXT.allActions}
            options={ACTION_OPTIONS}
            {...field('action')}
          />
          <TextField label={ACTIVITY_TEXT.from} type="date" {...field('from')} />
          <TextField label={ACTIVITY_TEXT.to} type="date" {...field('to')} />
          <TextField
            label={ACTIVITY_TEXT.search}
            type="search"
            placeholder={ACTIVITY_TEXT.searchPlaceholder}
            {...field('search')}
          />
        </div>
        <div className="form-actions">
          <Button type="submit">{ACTIVITY_TEXT.apply}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(EMPTY_ACTIVITY_FILTERS);
              onApply(EMPTY_ACTIVITY_FILTERS);
            }}
          >
            {ACTIVITY_TEXT.clear}
          </Button>
        </div>
      </form>
    </div>
  );
}
