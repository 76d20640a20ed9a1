import type { WidgetKind, WidgetState, WidgetSummary } from '@cabinet/api/widgets';
import { RouteLink, useLinks } from '@cabinet/contracts';
import { Button, ContentSkeleton, Empty, Flex, StatusTag, Typography, type Tone } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { ProGatedPage } from '@cabinet/toolkit/pro-gate';
import { SmallTable, type SmallTableColumn } from '@cabinet/toolkit/small-table';
import { useWidgets } from '../api/widgets';
import { PRO_ABOUT, PRO_FEATURES } from '../shared/proFeatures';

const messages = {
  intro: /*i18n*/ {
    id: 'widgets.list.intro',
    message: 'A review catcher asks clients to rate their visit after it; the visit confirmation widget is the page your reminders’ confirm and cancel links open.',
  },
  table: /*i18n*/ { id: 'widgets.list.table', message: 'Your widgets' },
  add: /*i18n*/ { id: 'widgets.list.add', message: 'New review widget' },
  addBooking: /*i18n*/ { id: 'widgets.list.addBooking', message: 'New booking widget' },
  bookings: /*i18n*/ { id: 'widgets.list.column.bookings', message: 'Bookings' },
  booking: /*i18n*/ { id: 'widgets.list.kind.booking', message: 'Online booking' },
  loading: /*i18n*/ { id: 'widgets.list.loading', message: 'Loading the widgets…' },
  loadFailed: /*i18n*/ { id: 'widgets.list.loadFailed', message: 'The widgets could not be loaded' },
  empty: /*i18n*/ { id: 'widgets.list.empty', message: 'No widgets yet' },
  name: /*i18n*/ { id: 'widgets.list.column.name', message: 'Widget' },
  kind: /*i18n*/ { id: 'widgets.list.column.kind', message: 'Kind' },
  state: /*i18n*/ { id: 'widgets.list.column.state', message: 'State' },
  transitions: /*i18n*/ { id: 'widgets.list.column.transitions', message: 'Transitions to maps' },
  ratings: /*i18n*/ { id: 'widgets.list.column.ratings', message: 'Ratings received' },
  notCounted: /*i18n*/ { id: 'widgets.list.notCounted', message: 'Not counted for this widget' },
  review: /*i18n*/ { id: 'widgets.list.kind.review', message: 'Review catcher' },
  confirm: /*i18n*/ { id: 'widgets.list.kind.confirm', message: 'Visit confirmation' },
};

const KINDS: Record<WidgetKind, MessageDescriptor> = { review: messages.review, booking: messages.booking, confirm: messages.confirm };

const STATES: Record<WidgetState, { tone: Tone; label: MessageDescriptor }> = {
  active: { tone: 'success', label: /*i18n*/ { id: 'widgets.list.state.active', message: 'Active' } },
  noMapLinks: { tone: 'warning', label: /*i18n*/ { id: 'widgets.list.state.noMapLinks', message: 'No map links: clients cannot be sent to a map' } },
  noAllowedSites: { tone: 'warning', label: /*i18n*/ { id: 'widgets.list.state.noAllowedSites', message: 'No site allowed: works on its own page only' } },
};

/** /widgets/: Pro-locked (spec section 4); without Pro the teaser shows and no widget call is made. */
export function WidgetsScreen() {
  const t = useTranslate();
  return (
    <ProGatedPage feature={t(PRO_FEATURES.reviewWidget)} lock="reviewWidget" about={t(PRO_ABOUT.reviewWidget)}>
      <Widgets />
    </ProGatedPage>
  );
}

/** The account's widgets: Review widgets with their figures (counted by the API from stored rows), then the Confirm widget. */
function Widgets() {
  const t = useTranslate();
  const links = useLinks();
  const list = useWidgets();
  const notCounted = <span aria-label={t(messages.notCounted)}>—</span>;
  const columns: SmallTableColumn<WidgetSummary>[] = [
    {
      key: 'name',
      title: t(messages.name),
      render: (widget) =>
        widget.kind === 'review' ? (
          <RouteLink to="widgets.review" search={`?id=${encodeURIComponent(widget.id)}`}>
            {widget.name}
          </RouteLink>
        ) : widget.kind === 'booking' ? (
          <RouteLink to="widgets.booking" search={`?id=${encodeURIComponent(widget.id)}`}>
            {widget.name}
          </RouteLink>
        ) : (
          <RouteLink to="widgets.confirm.settings">{t(messages.confirm)}</RouteLink>
        ),
    },
    { key: 'kind', title: t(messages.kind), render: (widget) => t(KINDS[widget.kind]) },
    { key: 'state', title: t(messages.state), render: (widget) => <StatusTag tone={STATES[widget.state].tone}>{t(STATES[widget.state].label)}</StatusTag> },
    { key: 'transitions', title: t(messages.transitions), numeric: true, render: (widget) => (widget.kind === 'review' ? widget.transitionsCount : notCounted) },
    {
      key: 'ratings',
      title: t(messages.ratings),
      numeric: true,
      render: (widget) =>
        widget.kind === 'review' ? (
          <RouteLink to="widgets.reviews.rating" params={{ id: widget.id }}>
            {widget.ratingsCount}
          </RouteLink>
        ) : (
          notCounted
        ),
    },
    { key: 'bookings', title: t(messages.bookings), numeric: true, render: (widget) => (widget.kind === 'booking' ? widget.bookingsCount : notCounted) },
  ];

  const addButton = (
    <Flex gap={8} wrap>
      <Button
        type="primary"
        href={links.href('widgets.review') ?? undefined}
        onClick={(event) => {
          event.preventDefault();
          links.navigate('widgets.review');
        }}
      >
        {t(messages.add)}
      </Button>
      <Button
        href={links.href('widgets.booking') ?? undefined}
        onClick={(event) => {
          event.preventDefault();
          links.navigate('widgets.booking');
        }}
      >
        {t(messages.addBooking)}
      </Button>
    </Flex>
  );

  return (
    <>
      <Typography.Paragraph>{t(messages.intro)}</Typography.Paragraph>
      {list.isError ? (
        <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data === undefined ? (
        <ContentSkeleton label={t(messages.loading)} />
      ) : list.data.length === 0 ? (
        <Empty description={t(messages.empty)}>{addButton}</Empty>
      ) : (
        <>
          <Flex justify="flex-end" style={{ marginBottom: 16 }}>
            {addButton}
          </Flex>
          <SmallTable label={t(messages.table)} columns={columns} rows={list.data} />
        </>
      )}
    </>
  );
}
