export LONG="line1
line2" \
  NEXT=1
export BAD="unterminated
