import { sharedCopy } from '@/shared/copy';

/** Korean strings of My page (/my/info). */
export const accountCopy = {
  eyebrow: sharedCopy.account.myPage,
  title: '내 정보',
  description: '회원 정보를 확인하고 이름과 연락처를 수정할 수 있습니다.',
  profileTitle: '회원 정보',
  fields: {
    email: '이메일',
    name: '이름',
    phone: '휴대폰 번호',
  },
  emailHint: '이메일은 로그인 아이디라서 변경할 수 없어요.',
  phoneHint: '숫자와 하이픈(-)만, 11자 이내로 입력해주세요. (예: 01012345678)',
  phoneTooLong: '휴대폰 번호는 11자 이내로 입력해주세요.',
  required: '내용을 입력해주세요.',
  save: '정보 수정',
  saved: '정보가 수정되었습니다.',
  saveFailed: '정보 수정에 실패했습니다.',
  passwordTitle: '비밀번호 변경',
  passwordText: '가입하신 이메일로 비밀번호 재설정 링크를 보내드립니다. 메일의 링크에서 새 비밀번호를 설정해주세요.',
  passwordButton: '비밀번호 변경 메일 받기',
  mailSent: sharedCopy.account.resetMailSent,
} as const;
