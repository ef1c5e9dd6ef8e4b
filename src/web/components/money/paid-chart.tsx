import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { formatCents } from '#domain/billing/money';
import { monthLabel } from '#domain/claims/money-words';

// Only the pieces a bar chart needs, so the lazily loaded chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/**
 * Paid per month as bars (Chart.js on a canvas). Loaded lazily: the claims page's first
 * JavaScript never carries the chart library. The canvas is one image to assistive technology;
 * the same numbers are in the table beside it.
 */
export default function PaidChart({
  months,
  label,
}: {
  months: { month: string; paidCents: number }[];
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: months.map((entry) => monthLabel(entry.month)),
        datasets: [
          {
            label: 'Paid',
            data: months.map((entry) => entry.paidCents / 100),
            backgroundColor: '#1e6b3a',
            borderRadius: 4,
            maxBarThickness: 48,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          tooltip: {
            callbacks: {
              label: (item) => `Paid ${formatCents(Math.round((item.parsed.y ?? 0) * 100))}`,
            },
          },
        },
        scales: {
          y: {
            beginAtZero: true,
            ticks: { callback: (value) => formatCents(Math.round(Number(value) * 100)) },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [months]);
  return (
    <div className="money-chart-canvas">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
