// The filter form of a declared list (Semi Form): its fields, then 搜索 and 重置. Values are applied on 搜索 (or
// Enter) and cleared on 重置, so typing alone sends no request.
import { useMemo, useRef } from 'react';
import { Button, Form } from '@douyinfe/semi-ui';
import type { BaseFormApi } from '@douyinfe/semi-foundation/lib/es/form/interface';
import { IconSearch } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';
import { endOfToday, startOfDay } from '../../core/format/index.ts';
import { divisionTree } from '../../core/contract/api/reference.ts';
import type { Division } from '../../core/contract/api/reference.ts';
import { useCallQuery } from '../data/index.ts';
import { useConceptOptions } from '../options/useConceptOptions.ts';
import type { ListFilter } from './types.ts';

type Values = Record<string, unknown>;

/** The form's own values: a date range is one field holding [start, end] as Dates. */
function toForm<F>(filters: ReadonlyArray<ListFilter<F>>, values: Values): Values {
  const form: Values = { ...values };
  for (const filter of filters) {
    if (filter.kind !== 'dateRange') continue;
    const start = values[filter.name];
    const end = values[filter.end];
    delete form[filter.end];
    form[filter.name] = typeof start === 'number' && typeof end === 'number' ? [new Date(start), new Date(end)] : undefined;
  }
  for (const filter of filters) {
    if (filter.kind === 'division') {
      const codes = [values[filter.name], values[filter.city], values[filter.area]].filter((code) => typeof code === 'string' && code);
      delete form[filter.city];
      delete form[filter.area];
      form[filter.name] = codes.length ? codes : undefined;
    } else if (filter.kind === 'picker') {
      const ids = values[filter.name];
      form[filter.name] = typeof ids === 'string' && ids ? ids.split(',').map(Number) : undefined;
    }
  }
  return form;
}

/** The query's values: whole days of a range, blank text dropped. */
function fromForm<F>(filters: ReadonlyArray<ListFilter<F>>, form: Values): Values {
  const values: Values = {};
  for (const filter of filters) {
    const value = form[filter.name];
    if (filter.kind === 'dateRange') {
      const range = Array.isArray(value) && value[0] && value[1] ? (value as Date[]) : null;
      values[filter.name] = range ? startOfDay(range[0]) : undefined;
      values[filter.end] = range ? endOfToday(range[1]) : undefined;
    } else if (filter.kind === 'division') {
      const [province, city, area] = Array.isArray(value) ? (value as string[]) : [];
      values[filter.name] = province;
      values[filter.city] = city;
      values[filter.area] = area;
    } else if (filter.kind === 'picker') {
      values[filter.name] = Array.isArray(value) && value.length ? value.join(',') : undefined;
    } else if (filter.kind === 'month') {
      values[filter.name] = filter.toValue(value instanceof Date ? value : null);
    } else if (filter.kind === 'select' && typeof value === 'string' && (value === 'true' || value === 'false')) {
      values[filter.name] = value === 'true';
    } else {
      values[filter.name] = value === '' || value === null ? undefined : value;
    }
  }
  return values;
}

/** What every field of the bar has: its query field, no label (the placeholder names it), clearable. */
const fieldProps = <F,>(filter: ListFilter<F>) =>
  ({ field: filter.name, noLabel: true, className: filter.className, placeholder: filter.label, 'aria-label': filter.label, showClear: true }) as const;

/** A dropdown of the filter's options, searchable; `multiple` picks several (their values go out comma-joined). */
function OptionsField<F>({ filter, options, loading, multiple = false }: {
  filter: ListFilter<F>;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  loading: boolean;
  multiple?: boolean;
}) {
  return (
    <Form.Select
      {...fieldProps(filter)}
      loading={loading}
      {...(multiple ? { multiple: true, filter: true, maxTagCount: 2 } : {})}
      optionList={options.map((option) => ({ ...option }))}
    />
  );
}

function ConceptField<F>({ filter }: { filter: Extract<ListFilter<F>, { kind: 'concept' }> }) {
  const { options, loading } = useConceptOptions(filter.concept);
  return <OptionsField filter={filter} options={options} loading={loading} />;
}

function PickerField<F>({ filter }: { filter: Extract<ListFilter<F>, { kind: 'picker' }> }) {
  const { options, loading } = filter.useOptions();
  return <OptionsField filter={filter} options={options} loading={loading} multiple />;
}

function DivisionField<F>({ filter }: { filter: Extract<ListFilter<F>, { kind: 'division' }> }) {
  const divisions = useCallQuery(divisionTree, {}, { staleTime: Infinity });
  const treeData = useMemo(() => (divisions.data ?? []).map(divisionNode), [divisions.data]);
  return (
    <Form.Cascader {...fieldProps(filter)} changeOnSelect filterTreeNode treeData={treeData}
    />
  );
}

interface DivisionNode {
  label: string;
  value: string;
  children?: DivisionNode[];
}
const divisionNode = (division: Division): DivisionNode => ({
  label: division.name,
  value: division.code,
  ...(division.children?.length ? { children: division.children.map(divisionNode) } : {}),
});

function Field<F>({ filter }: { filter: ListFilter<F> }) {
  switch (filter.kind) {
    case 'text':
      return <Form.Input field={filter.name} noLabel className={filter.className} placeholder={filter.label} aria-label={filter.label} showClear />;
    case 'concept':
      return <ConceptField filter={filter} />;
    case 'select':
      return (
        <Form.Select
          field={filter.name}
          noLabel
          className={filter.className}
          placeholder={filter.label}
          aria-label={filter.label}
          showClear
          {...(filter.searchable ? { filter: true } : {})}
          loading={filter.loading}
          optionList={filter.options.map((option) => ({ value: typeof option.value === 'boolean' ? String(option.value) : option.value, label: option.label }))}
        />
      );
    case 'dateRange':
      return (
        <Form.DatePicker
          field={filter.name}
          noLabel
          className={filter.className}
          type="dateRange"
          placeholder={[filter.label, filter.endLabel]}
        />
      );
    case 'division':
      return <DivisionField filter={filter} />;
    case 'picker':
      return <PickerField filter={filter} />;
    case 'month':
      return <Form.DatePicker field={filter.name} noLabel className={filter.className} type="month" placeholder={filter.label} aria-label={filter.label} />;
  }
}

export interface FilterFormProps<F> {
  filters: ReadonlyArray<ListFilter<F>>;
  initial: F;
  onSearch(values: F): void;
}

export function FilterForm<F>({ filters, initial, onSearch }: FilterFormProps<F>) {
  const { t } = useTranslation();
  const api = useRef<BaseFormApi | null>(null);
  const initialForm = toForm(filters, initial as Values);
  return (
    <Form
      className="backroom-filter-bar"
      layout="horizontal"
      role="search"
      aria-label={t('shell.filters')}
      initValues={initialForm}
      getFormApi={(formApi) => void (api.current = formApi)}
      onSubmit={(form: Values) => onSearch({ ...initial, ...fromForm(filters, form) } as F)}
    >
      {filters.map((filter) => (
        <Field key={filter.name} filter={filter} />
      ))}
      <Button className="backroom-filter-search" htmlType="submit" theme="solid" type="primary" icon={<IconSearch />}>
        {t('shell.search')}
      </Button>
      <Button
        className="backroom-filter-reset"
        type="tertiary"
        onClick={() => {
          api.current?.setValues(initialForm, { isOverride: true });
          onSearch(initial);
        }}
      >
        {t('shell.reset')}
      </Button>
    </Form>
  );
}
