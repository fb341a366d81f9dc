import { sharedCopy } from '@/shared/copy';

/** Korean strings of My page (/my/info). */
export const accountCopy = {
  eyebrow: sharedCopy.ko.account.myPage,
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
  mailSent: sharedCopy.ko.account.resetMailSent,
  export: {
    title: '내 정보 내려받기',
    text: '공연장이 보관하고 있는 회원님의 정보(회원 정보, 약관 동의 기록, 로그인 기록, 대관 신청서와 진행 이력, 첨부 서류의 파일 이름)를 파일(JSON)로 내려받습니다. 첨부 서류 파일 자체는 각 신청 상세 화면에서 내려받을 수 있어요.',
    button: '내 정보 내려받기',
    done: '내 정보 파일을 내려받았습니다.',
    failed: '내 정보를 내려받지 못했습니다. 잠시 후 다시 시도해주세요.',
  },
  deletion: {
    title: '회원 탈퇴',
    intro: '탈퇴하면 아래와 같이 처리되며 되돌릴 수 없습니다.',
    deleted:
      '삭제: 회원 정보(이메일, 이름, 휴대폰 번호, 비밀번호)와 약관 동의 기록을 즉시 삭제하고, 모든 기기의 로그인을 종료합니다.',
    withdrawn: '취소: 접수 또는 검토중인 대관 신청은 취소되고, 그 신청의 첨부 서류는 즉시 파기됩니다.',
    kept: '보관: 승인·계약완료·완료되었거나 이미 반려·취소된 대관 신청서는 회원 계정과의 연결을 끊고, 개인정보처리방침에 따라 반려·취소된 신청은 1년, 완료된 대관은 5년 동안 보관한 뒤 파기합니다.',
    rejoin:
      '같은 이메일로 다시 가입할 수 있지만, 이전 대관 신청 내역은 새 계정에서 볼 수 없습니다. 필요하면 탈퇴 전에 내 정보를 내려받아 두세요.',
    password: '비밀번호 확인',
    passwordHint: '본인 확인을 위해 현재 비밀번호를 입력해주세요.',
    confirm: '위 내용을 확인했으며 회원 탈퇴에 동의합니다.',
    button: '회원 탈퇴',
    done: '회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.',
    wrongPassword: '비밀번호를 확인해주세요.',
    failed: '회원 탈퇴에 실패했습니다. 잠시 후 다시 시도해주세요.',
    tooManyRequests: sharedCopy.ko.account.tooManyRequests,
  },
} as const;
