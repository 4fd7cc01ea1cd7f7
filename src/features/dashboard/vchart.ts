// VChart on demand (issue 15: the dashboard costs only the dashboard): the core and the registrations of what the
// home page draws (a bar chart with two axes and a tooltip, a pie with labels, a legend and the total in the middle;
// both drawn without animation, so VChart's animation plugin stays out of the chunk),
// imported from VChart's own modules. `@visactor/react-vchart`'s BarChart/PieChart import VChart's index, which
// registers every chart type VChart has (its vchart-all module): the charts chunk held all of them.
import { VChart } from '@visactor/vchart/esm/core';
import { registerBarChart } from '@visactor/vchart/esm/chart/bar';
import { registerPieChart } from '@visactor/vchart/esm/chart/pie';
import { registerCartesianBandAxis, registerCartesianLinearAxis } from '@visactor/vchart/esm/component/axis/cartesian';
import { registerIndicator } from '@visactor/vchart/esm/component/indicator';
import { registerLabel } from '@visactor/vchart/esm/component/label';
import { registerDiscreteLegend } from '@visactor/vchart/esm/component/legend/discrete';
import { registerTooltip } from '@visactor/vchart/esm/component/tooltip';
import { registerDomTooltipHandler } from '@visactor/vchart/esm/plugin/components/tooltip-handler';

VChart.useRegisters([
  registerBarChart,
  registerPieChart,
  registerCartesianBandAxis,
  registerCartesianLinearAxis,
  registerIndicator,
  registerLabel,
  registerDiscreteLegend,
  registerTooltip,
  registerDomTooltipHandler,
]);

/** The VChart class with the dashboard's chart types registered, for react-vchart's VChartSimple. */
export const DashboardVChart = VChart;
