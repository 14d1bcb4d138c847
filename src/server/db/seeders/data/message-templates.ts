import type { MessageTemplateTranslatedField } from '../../../../shared/conversations/message-templates.ts';
import type { Translations } from '../../../../shared/i18n/translations.ts';

interface MessageTemplateSeed {
  name: string;
  subject: string;
  body: string;
  translations: Translations<MessageTemplateTranslatedField>;
}

/** The demo's message templates: the three messages an agent writes most, in every language of the site. */
export const messageTemplates: MessageTemplateSeed[] = [
  {
    name: 'First reply to an enquiry',
    subject: 'Your enquiry about {residence}',
    body:
      'Dear {firstName},\n\nThank you for your interest in {residence}. I am {agentName}, and I will be looking after you ' +
      'at {agencyName}.\n\nWhen would suit you for a short call or a private viewing? You can also reach me directly on ' +
      '{agentPhone}.\n\nKind regards,\n{agentName}',
    translations: {
      ar: {
        subject: 'استفساركم بخصوص {residence}',
        body:
          'عزيزي/عزيزتي {firstName}،\n\nشكراً لاهتمامكم بـ {residence}. أنا {agentName}، وسأكون في خدمتكم لدى {agencyName}.\n\n' +
          'متى يناسبكم إجراء مكالمة قصيرة أو ترتيب معاينة خاصة؟ يمكنكم أيضاً التواصل معي مباشرة على {agentPhone}.\n\n' +
          'مع أطيب التحيات،\n{agentName}',
      },
      ru: {
        subject: 'Ваш запрос о {residence}',
        body:
          'Уважаемый(ая) {firstName},\n\nБлагодарим за интерес к {residence}. Меня зовут {agentName}, я буду вашим ' +
          'консультантом в {agencyName}.\n\nКогда вам удобно созвониться или назначить частный показ? Вы также можете ' +
          'связаться со мной напрямую по телефону {agentPhone}.\n\nС уважением,\n{agentName}',
      },
      zh: {
        subject: '关于{residence}的咨询',
        body:
          '{firstName}您好：\n\n感谢您对{residence}的关注。我是{agentName}，将在{agencyName}为您提供服务。\n\n' +
          '请问您何时方便通个简短的电话，或预约一次私人看房？您也可以直接拨打{agentPhone}与我联系。\n\n此致\n{agentName}',
      },
    },
  },
  {
    name: 'After a viewing',
    subject: 'Thank you for visiting {residence}',
    body:
      'Dear {firstName},\n\nThank you for taking the time to view {residence} today. I hope you enjoyed the residence ' +
      'and the views over the Gulf.\n\nIf you have any questions, or would like to discuss the payment plan or a second ' +
      'visit, I am happy to help: {agentPhone}.\n\nWarm regards,\n{agentName}\n{agencyName}',
    translations: {
      ar: {
        subject: 'شكراً لزيارتكم {residence}',
        body:
          'عزيزي/عزيزتي {firstName}،\n\nشكراً لتخصيصكم الوقت لمعاينة {residence} اليوم. نأمل أن تكون الوحدة وإطلالتها على ' +
          'الخليج قد نالت إعجابكم.\n\nإذا كانت لديكم أي أسئلة، أو رغبتم في مناقشة خطة الدفع أو ترتيب زيارة ثانية، يسعدني ' +
          'مساعدتكم على {agentPhone}.\n\nمع خالص التحيات،\n{agentName}\n{agencyName}',
      },
      ru: {
        subject: 'Спасибо за визит в {residence}',
        body:
          'Уважаемый(ая) {firstName},\n\nСпасибо, что нашли время посмотреть {residence} сегодня. Надеемся, вам понравились ' +
          'резиденция и вид на залив.\n\nЕсли у вас есть вопросы или вы хотите обсудить план оплаты или повторный показ, ' +
          'я с радостью помогу: {agentPhone}.\n\nС наилучшими пожеланиями,\n{agentName}\n{agencyName}',
      },
      zh: {
        subject: '感谢您参观{residence}',
        body:
          '{firstName}您好：\n\n感谢您今天抽空参观{residence}。希望您喜欢这套住宅以及海湾的景色。\n\n' +
          '如您有任何疑问，或希望进一步了解付款计划、安排再次看房，欢迎随时联系我：{agentPhone}。\n\n顺祝商祺\n{agentName}\n{agencyName}',
      },
    },
  },
  {
    name: 'Sending the brochure',
    subject: 'The brochure of {residence}',
    body:
      'Dear {firstName},\n\nAs promised, please find attached the brochure and floor plans of {residence}.\n\nI would be ' +
      'glad to walk you through them or arrange a viewing at a time that suits you.\n\nBest regards,\n{agentName}\n' +
      '{agencyName} · {agentPhone}',
    translations: {
      ar: {
        subject: 'كتيّب {residence}',
        body:
          'عزيزي/عزيزتي {firstName}،\n\nكما وعدناكم، تجدون مرفقاً الكتيّب والمخططات الخاصة بـ {residence}.\n\n' +
          'يسعدني أن أشرحها لكم أو أن أرتب معاينة في الوقت الذي يناسبكم.\n\nمع أطيب التحيات،\n{agentName}\n{agencyName} · {agentPhone}',
      },
      ru: {
        subject: 'Брошюра {residence}',
        body:
          'Уважаемый(ая) {firstName},\n\nКак и обещали, направляем брошюру и планировки {residence}.\n\n' +
          'Буду рад(а) подробно рассказать о них или организовать показ в удобное для вас время.\n\n' +
          'С уважением,\n{agentName}\n{agencyName} · {agentPhone}',
      },
      zh: {
        subject: '{residence}宣传册',
        body:
          '{firstName}您好：\n\n如约附上{residence}的宣传册和户型图。\n\n' +
          '我很乐意为您详细讲解，或在您方便的时间安排看房。\n\n此致\n{agentName}\n{agencyName} · {agentPhone}',
      },
    },
  },
];
