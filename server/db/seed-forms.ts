/**
 * The demo account's questionnaire forms (documents of kind 'form'): an enquiry form and a two-section survey
 * that branches, each valid for the shared registry (tests/api/seed.test.ts saves every seeded document back).
 */

/** Every form-item swatch (spec 002 §3 Element types): what the demo account may add. */
export const ALL_SWATCHES = [500, 501, 510, 520, 530, 540, 550, 560, 570, 580, 581, 590, 600] as const;
/** The limited account's palette: no file upload and no school lists, so the gating shows. */
export const LIMITED_SWATCHES = [500, 501, 510, 520, 530, 540, 550, 570, 590, 600] as const;

const options = (after: string) => ({
  next_button_text: '次へ',
  submit_button_text: '送信する',
  submit_confirm_dialog_visible: 1,
  submit_confirm_dialog_text: 'この内容で送信します。よろしいですか?',
  submit_confirm_dialog_submit_text: '送信',
  submit_confirm_dialog_cancel_text: '戻る',
  send_user_message_copy: 0,
  deadline: 0,
  answer_limit: null,
  ping: 0,
  after_send_url: '',
  after_send_text: after,
  restore_last: 0,
  allow_annon: 0,
  has_colors: 0,
  button_color: '#2196F3',
  bg_color: '#C5CAE9',
  form_bg_color: '#CFD8DC',
  header_bg_image: '',
  bg_image: '',
  hide_icon: 0,
  has_cccs: 0,
  custom_css: '',
});

/**
 * The demo forms, in the folder アンケート.
 *
 * @example demoForms().map((form) => form.name) // ['お問い合わせフォーム', '満足度アンケート']
 */
export function demoForms() {
  return [
    {
      kind: 'form' as const,
      name: 'お問い合わせフォーム',
      folder: 'アンケート',
      body: {
        name: 'お問い合わせフォーム',
        title: 'お問い合わせ',
        description: '内容を確認のうえ、3営業日以内にご連絡いたします。',
        pages: [1],
        attr: [
          {
            swatch_id: 501,
            type: 'description_md',
            name: 'description_md1',
            page: 1,
            title: 'お客様情報',
            help: '',
          },
          {
            swatch_id: 510,
            type: 'text',
            name: 'text1',
            page: 1,
            title: 'お名前',
            placeholder: '山田 太郎',
            rules: [{ name: 'required' }, { name: 'max', value: 20 }],
            assign_to: [{ id: 'short_name' }],
          },
          {
            swatch_id: 600,
            type: 'email',
            name: 'email1',
            page: 1,
            title: 'メールアドレス',
            rules: [{ name: 'required' }],
            assign_to: [],
          },
          {
            swatch_id: 550,
            type: 'select',
            name: 'select1',
            page: 1,
            title: 'お問い合わせの種類',
            rules: [{ name: 'required' }],
            choices: [
              { id: 1, label: 'ご予約について' },
              { id: 2, label: '商品について' },
              { id: 3, label: 'その他' },
            ],
            choice_action: 0,
            do_branch_page: 0,
          },
          {
            swatch_id: 520,
            type: 'textarea',
            name: 'textarea1',
            page: 1,
            title: 'お問い合わせ内容',
            rules: [{ name: 'required' }, { name: 'max', value: 2000 }],
            assign_to: [{ id: 'memo' }],
          },
          {
            swatch_id: 560,
            type: 'file',
            name: 'file1',
            page: 1,
            title: '添付画像',
            help: 'お問い合わせに関係する画像があれば添付してください(任意)',
            rules: [],
            file_type: 1,
            choice_action: 0,
          },
        ],
        options: options('お問い合わせありがとうございました。担当者よりご連絡いたします。'),
        generation: 2,
        form_action_id: null,
        export_google_sheet: 0,
        needs_line_login: 0,
        name_counter: 6,
        choice_counter: 3,
      },
    },
    {
      kind: 'form' as const,
      name: '満足度アンケート',
      folder: 'アンケート',
      body: {
        name: '満足度アンケート',
        title: 'ご来店アンケート',
        description: 'ご来店ありがとうございました。今後のサービス向上のため、ご意見をお聞かせください。',
        pages: [1, 2],
        attr: [
          {
            swatch_id: 540,
            type: 'radio',
            name: 'radio1',
            page: 1,
            title: '当店のご利用は初めてですか',
            rules: [{ name: 'required' }],
            choices: [
              { id: 1, label: 'はい', next_page: 2 },
              { id: 2, label: 'いいえ', next_page: 'submit' },
            ],
            choice_action: 0,
            do_branch_page: 1,
          },
          {
            swatch_id: 530,
            type: 'checkbox',
            name: 'checkbox1',
            page: 2,
            title: '良かった点をお選びください',
            rules: [{ name: 'required' }, { name: 'arr_min', value: 1 }],
            choices: [
              { id: 3, label: '接客' },
              { id: 4, label: '価格' },
              { id: 5, label: 'お店の雰囲気' },
              { id: 6, label: 'その他', type: 'other' },
            ],
            choice_action: 0,
          },
          {
            swatch_id: 590,
            type: 'datepicker',
            name: 'datepicker1',
            page: 2,
            title: '次回のご来店予定日',
            rules: [
              { name: 'weekdays', value: 126 },
              { name: 'min_date', value: 1 },
              { name: 'max_date', value: 60 },
            ],
            input_type: 0,
            holiday: 'public_holiday_disabled',
            do_set_episode: 0,
            episode_goal_time: '10:00',
          },
          {
            swatch_id: 510,
            type: 'text',
            name: 'text1',
            page: 2,
            title: 'お電話番号',
            rules: [{ name: 'tel' }],
            assign_to: [],
          },
        ],
        options: options('ご協力ありがとうございました。'),
        generation: 2,
        form_action_id: null,
        export_google_sheet: 0,
        needs_line_login: 0,
        name_counter: 4,
        choice_counter: 6,
      },
    },
  ];
}
