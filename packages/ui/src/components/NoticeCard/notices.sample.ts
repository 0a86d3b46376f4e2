/** Realistic notices shared by the NoticeCard and NoticeList stories. */
export const feedNotice = {
  id: 1,
  title: 'Feed delivery moved to Thursday',
  level: 'Normal',
  details:
    "<p>The supplier has moved this week's <strong>layer feed</strong> delivery from Tuesday to <em>Thursday morning</em>. Please make sure the storage room at House 3 is cleared by Wednesday evening.</p><p>The driver will call the farm office 30 minutes before arrival. If nobody answers, the delivery is postponed to the following Monday and we will run short on starter feed.</p><ul><li>House 1 and 2: use the remaining bags first</li><li>House 3: clear the storage room</li></ul>",
};

export const alertNotice = {
  id: 2,
  title: 'Avian influenza alert in the region',
  level: 'Urgent',
  details:
    '<p>The county has reported a case 40 km from the farm. <strong>All visits are suspended</strong> until further notice, footbaths must be refreshed twice a day, and any bird showing symptoms must be reported to the farm manager at once.</p><p>See the <a href="https://example.org/biosecurity">biosecurity checklist</a> for the full procedure, and sign the visitor log even for staff from other sites.</p>',
};

export const closedNotice = {
  id: 3,
  title: 'Office closed on Monday',
  level: 'Normal',
  details: '<p>The office is closed for the public holiday.</p>',
};

export const sampleNotices = [feedNotice, alertNotice, closedNotice];
