/**
 * The demo announcements, ages relative to the first start so the latest announcement is meaningful whenever the
 * demo is started. Offsets are fixed.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** [organisation (null: all), title, content, indexFlag, status, age] */
export const ANNOUNCEMENTS: Array<[number | null, string, string, 0 | 1, 0 | 1, number]> = [
  [2, '春节期间补货安排', '春节期间（除夕至初三）仓库暂停发货，请各站点提前备货。', 0, 1, 10 * DAY],
  [2, '系统升级通知', '本周六 00:00-02:00 系统升级，期间设备指令与导出任务暂停，请合理安排工作。', 1, 1, 1 * DAY],
  [2, '五一促销活动（草稿）', '五一期间全场饮品第二件半价，活动细则待定。', 1, 0, 1 * HOUR],
  [7, '冬季设备防冻提醒', '东北区域气温骤降，请检查户外冷柜的加热模式与温度设置。', 1, 1, 3 * DAY],
  [2, '张江站点组设备巡检安排', '本月15日起对张江站点组全部售货机进行季度巡检，请站点人员配合开柜检查。', 0, 1, 20 * DAY],
  [7, '北方智能春季促销活动', '三月起北方智能全线饮品满10元减2元，请各点位更新价签。', 0, 1, 12 * DAY],
  [7, '和平运营中心排班调整（草稿）', '下周起和平运营中心补货班次调整为早晚两班。', 0, 0, 6 * HOUR],
  [null, '平台服务协议更新（草稿）', '平台服务协议将于下月1日更新，届时请各商户登录确认。', 1, 0, 2 * HOUR],
];
