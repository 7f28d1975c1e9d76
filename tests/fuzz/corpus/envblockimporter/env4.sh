export 中文=1
export EMPTY=
export EMPTY2=''
export -- DASH=--flag
