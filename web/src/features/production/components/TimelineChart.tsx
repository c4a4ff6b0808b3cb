import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { ProductionTimeline } from '@app/contract';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { actualBar, axisOf, monthTicks, plannedBar, STATE_COLORS, stateOf, widthOf, xOf } from './timeline-layout';

type Step = ProductionTimeline['steps'][number];

interface Props {
  timeline: ProductionTimeline;
  /** The step whose record to open. */
  onOpen(step: Step): void;
  /** Whether the open button records (edit) or shows (read). */
  editable: boolean;
  /** Narrower step column on a phone. */
  compact: boolean;
}

const ROW = 44;
/** A phone's row holds the step's name above its progress. */
const ROW_PHONE = 54;
const HEAD = 28;

/**
 * A light Gantt chart: a row per process step, the planned period as a grey bar and the actual one in
 * its state's colour, month ticks above, today as a red line. The step column stays in place while
 * the chart scrolls sideways.
 */
export function TimelineChart({ timeline, onOpen, editable, compact }: Props) {
  const { t } = useTranslation();
  const axis = axisOf(
    timeline.steps.map((step) => step.record),
    timeline.today,
  );
  const width = widthOf(axis);
  const today = xOf(timeline.today, axis);
  const nameWidth = compact ? 150 : 220;
  const ticks = monthTicks(axis);
  const scroller = useRef<HTMLElement>(null);
  // Opens on today's part of the chart, where the work under way is.
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = Math.max(0, today - (box.clientWidth - nameWidth) / 2);
  }, [today, nameWidth]);
  return (
    <section
      ref={scroller}
      aria-label={t('production.chartLabel')}
      style={{ overflowX: 'auto', border: '1px solid #f0f0f0', borderRadius: 8 }}
    >
      <div style={{ width: nameWidth + width, position: 'relative' }}>
        <div style={{ display: 'flex', height: HEAD, borderBottom: '1px solid #f0f0f0' }}>
          <div style={stickyCell(nameWidth)}>
            <Typography.Text type="secondary">{t('production.step')}</Typography.Text>
          </div>
          <div style={{ position: 'relative', width }}>
            {ticks.map((tick) => (
              <span
                key={tick.month}
                style={{
                  position: 'absolute',
                  left: tick.x + 4,
                  top: 5,
                  fontSize: 12,
                  color: '#8c8c8c',
                  whiteSpace: 'nowrap',
                }}
              >
                {tick.month}
              </span>
            ))}
          </div>
        </div>
        {timeline.steps.map((step) => {
          const state = stateOf(step.record);
          const planned = plannedBar(step.record, axis);
          const actual = actualBar(step.record, timeline.today, axis);
          const progress = step.record?.progress ?? 0;
          return (
            // The row is a larger target for the pointer; its button is the keyboard's way in.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the row's button opens the same step.
            // biome-ignore lint/a11y/noStaticElementInteractions: as above.
            <div
              key={step.process_id}
              data-testid={`step-row-${step.step}`}
              data-state={state}
              onClick={() => onOpen(step)}
              style={{
                display: 'flex',
                height: compact ? ROW_PHONE : ROW,
                borderBottom: '1px solid #f5f5f5',
                cursor: 'pointer',
              }}
            >
              <div style={stickyCell(nameWidth)}>
                <Flex
                  vertical={compact}
                  align={compact ? 'stretch' : 'center'}
                  gap={compact ? 0 : 4}
                  style={{ width: '100%', minWidth: 0 }}
                >
                  <Typography.Text
                    ellipsis={{ tooltip: step.name }}
                    style={{ flex: compact ? undefined : 1, minWidth: 0, fontSize: compact ? 13 : undefined }}
                  >
                    {step.step}. {step.name}
                  </Typography.Text>
                  <Flex align="center" gap={4} justify={compact ? 'space-between' : undefined}>
                    <Typography.Text
                      strong
                      style={{ color: state === 'none' || state === 'planned' ? undefined : STATE_COLORS[state] }}
                    >
                      {progress}%
                    </Typography.Text>
                    <Button
                      type="text"
                      size="small"
                      icon={editable ? <EditOutlined /> : <EyeOutlined />}
                      aria-label={
                        editable
                          ? `${t('production.edit')} ${step.name}`
                          : t('production.viewStep', { name: step.name })
                      }
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(step);
                      }}
                    />
                  </Flex>
                </Flex>
              </div>
              <div style={{ position: 'relative', width }}>
                {ticks.map((tick) => (
                  <span
                    key={tick.month}
                    style={{ position: 'absolute', left: tick.x, top: 0, bottom: 0, borderLeft: '1px dashed #f0f0f0' }}
                  />
                ))}
                {planned && (
                  <span
                    data-testid="planned-bar"
                    style={{
                      position: 'absolute',
                      top: compact ? 14 : 10,
                      height: 10,
                      left: planned.left,
                      width: planned.width,
                      background: '#d9d9d9',
                      borderRadius: 3,
                    }}
                  />
                )}
                {actual && (
                  <span
                    data-testid="actual-bar"
                    style={{
                      position: 'absolute',
                      top: compact ? 28 : 22,
                      height: 12,
                      left: actual.left,
                      width: actual.width,
                      background: STATE_COLORS[state],
                      borderRadius: 3,
                    }}
                  />
                )}
              </div>
            </div>
          );
        })}
        <span
          title={`${t('production.today')} ${timeline.today}`}
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: nameWidth + today,
            borderLeft: '2px solid #ff4d4f',
            pointerEvents: 'none',
          }}
        />
      </div>
    </section>
  );
}

const stickyCell = (width: number) =>
  ({
    position: 'sticky',
    left: 0,
    zIndex: 1,
    width,
    flex: `0 0 ${width}px`,
    display: 'flex',
    alignItems: 'center',
    padding: '0 8px',
    background: '#fff',
    borderRight: '1px solid #f0f0f0',
  }) as const;

/** The legend of the bars' colours. */
export function TimelineLegend() {
  const { t } = useTranslation();
  const items = [
    [t('production.legendPlanned'), '#d9d9d9'],
    [t('production.legendDone'), STATE_COLORS.done],
    [t('production.legendActive'), STATE_COLORS.active],
    [t('production.legendLate'), STATE_COLORS.late],
  ] as const;
  return (
    <Flex gap={12} wrap style={{ fontSize: 12 }}>
      {items.map(([label, color]) => (
        <Flex key={label} align="center" gap={4}>
          <span style={{ display: 'inline-block', width: 16, height: 8, borderRadius: 2, background: color }} />
          {label}
        </Flex>
      ))}
      <Flex align="center" gap={4}>
        <span style={{ display: 'inline-block', width: 2, height: 12, background: '#ff4d4f' }} />
        {t('production.today')}
      </Flex>
    </Flex>
  );
}
