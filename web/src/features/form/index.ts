import type { WebFeature } from '../../app/feature';

/**
 * The form engine (issue 12): templates and their designer, filled forms, and the report families'
 * template lists, base fields and numbering rules under 报告数据.
 */
export const formFeature = {
  screens: {
    'control-form': () => import('./routes/FormTemplatesPage'),
    'control-form-design': () => import('./routes/FormDesignPage'),
    'control-form-example-setup': () => import('./routes/FormFillPage'),
    'control-form-example-list': () => import('./routes/FormInstancesPage'),
    'project-report-data': () => import('./routes/ReportDataPage'),
    'project-template-base': () => import('./routes/BaseFieldsPage'),
    'project-template-found-detail': () => import('./routes/family/FindingTemplatesPage'),
    'project-template-found-number': () => import('./routes/NumberRulesPage'),
    'project-template-found-report': () => import('./routes/family/ReportTemplatesPage'),
    'project-template-found-patrol': () => import('./routes/family/PatrolTemplatesPage'),
    'project-template-found-breakdown': () => import('./routes/family/BreakdownTemplatesPage'),
    'project-template-found-reports': () => import('./routes/family/SummaryTemplatesPage'),
  },
} satisfies WebFeature;
