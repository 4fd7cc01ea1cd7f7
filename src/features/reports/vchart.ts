// VChart on demand for the business report (issue 15: no screen imports the whole of VChart): the core and the
// registrations of what the report draws (a line of sales per day with points, a horizontal bar ranking, two
// cartesian axes each, a tooltip), from VChart's own modules. `@visactor/react-vchart`'s LineChart/BarChart import
// VChart's index, which registers every chart type VChart has.
import { VChart } from '@visactor/vchart/esm/core';
import { registerBarChart } from '@visactor/vchart/esm/chart/bar';
import { registerLineChart } from '@visactor/vchart/esm/chart/line';
import { registerCartesianBandAxis, registerCartesianLinearAxis } from '@visactor/vchart/esm/component/axis/cartesian';
import { registerTooltip } from '@visactor/vchart/esm/component/tooltip';
import { registerDomTooltipHandler } from '@visactor/vchart/esm/plugin/components/tooltip-handler';
import { registerAnimate } from '@visactor/vchart/esm/plugin/other';

VChart.useRegisters([
  registerAnimate,
  registerBarChart,
  registerLineChart,
  registerCartesianBandAxis,
  registerCartesianLinearAxis,
  registerTooltip,
  registerDomTooltipHandler,
]);

/** The VChart class with the report's chart types registered, for react-vchart's VChartSimple. */
export const ReportVChart = VChart;
