# The launcher of ./sudoku and ./exactcover, sourced by both with these set:
#   root     the repository (the script's own folder, symlinks resolved)
#   program  the command's name, for its messages (sudoku or exactcover)
#   module   the Maven module of its command line (sudoku-cli, exactcover-cli), whose
#            target/lib holds what it runs on: ./exactcover's has no Sudoku in it
#   build    the modules to build (with what they need)
#   main     the main class (module/class) of the command line
# It builds the command line on first use (or when sources changed), keeps the class-data
# archive that every start maps, and puts the cluster module on the module path for the commands
# that use it.
# A closed stdin (<&-) would be taken by the first file the JVM opens: read nothing instead.
if [ -d /proc/$$/fd ] && [ ! -e /proc/$$/fd/0 ]; then exec 0</dev/null; fi
# serve (either program): the page and the HTTP API, a module of its own over the command lines.
if [ "${1:-}" = serve ]; then module=exactcover-server; build=exactcover-server; fi
cli="$root/$module/target"
jar="$cli/$module-0.1.0-SNAPSHOT.jar"
stamp="$cli/lib/.built"
if [ ! -f "$stamp" ] || [ -n "$(find "$root/pom.xml" "$root"/*/pom.xml "$root"/*/src/main -newer "$stamp" \
    \( -name '*.java' -o -name pom.xml -o -path '*/server/page/*' \) -print -quit 2>/dev/null)" ]; then
  echo "$program: building (first run, or sources changed)..." >&2
  log="$(mktemp)"
  mvn="$root/mvnw"; [ -x "$mvn" ] || mvn=mvn
  if ! (cd "$root" && "$mvn" -B -ntp -q -DskipTests -Dmaven.javadoc.skip=true \
      -pl "$build" -am package) >"$log" 2>&1; then
    cat "$log" >&2; rm -f "$log"
    echo "$program: the build failed (output above)" >&2
    exit 3
  fi
  rm -f "$log"
  touch "$stamp"
fi
# Java 17 cannot tell whether stderr is a terminal: say it here (progress bars only at a terminal).
# (No command substitutions on the way to java: each forks a shell, about 0.7 ms.)
export SUDOKU_STDOUT_TTY=0 SUDOKU_STDERR_TTY=0 SUDOKU_STDIN_TTY=0
if [ -t 1 ]; then SUDOKU_STDOUT_TTY=1; fi
if [ -t 2 ]; then SUDOKU_STDERR_TTY=1; fi
if [ -t 0 ]; then SUDOKU_STDIN_TTY=1; fi
if [ "$program" = sudoku ] && [ "${1:-}" = verify ]; then # the cross-checks live in the verification module
  shift
  ver="$root/verification/target"
  exec java -p "$ver/lib:$ver/verification-0.1.0-SNAPSHOT.jar" \
    -m dev.exactcover.verification/dev.exactcover.verification.Verify "$@"
fi
# The java of JAVA_HOME, or on PATH.
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
# A JVM that cannot start says why on stderr (its own messages go to stdout otherwise), with exit
# code 71, not the 1 of "no solution": no java at all, or too little address space for it (a low
# ulimit -v, checked by starting java -version first only when such a limit is set).
if ! command -v "$java" >/dev/null 2>&1; then
  echo "$program: cannot start java: no '$java' (set JAVA_HOME, or put Java 17 or later on PATH)" >&2
  exit 71
fi
status=0
[ "$(ulimit -v)" = unlimited ] || vm="$("$java" -XX:+UseSerialGC -XX:-UsePerfData \
    -XX:+DisplayVMOutputToStderr -version 2>&1 >/dev/null)" || status=$?
if [ "$status" != 0 ]; then
  vm="${vm//$'\n'/; }"
  vm="${vm%; }"
  # Under a very low limit the JVM dies of a signal (SIGSEGV) before it can print a word.
  if [ -z "$vm" ]; then
    if [ "$status" -gt 128 ]; then
      vm="java was killed by signal $((status - 128)) before it could say why (exit $status)"
    else
      vm="java stopped with exit code $status without saying why"
    fi
  fi
  echo "$program: cannot start java under this shell's limit of $(ulimit -v) KB of address space" \
    "(ulimit -v): $vm; raise the limit (ulimit -v unlimited)" >&2
  exit 71
fi
vmout=-XX:+DisplayVMOutputToStderr
# serve runs on the class path, PDFBox on it for the printed pages: a module-path start resolves
# the module graph, PDFBox's included, at every start (0.84 s of CPU to the help against 0.30 s
# here); the modules are compiled and tested as modules. Each request's time limit counts from
# its own arrival, not the launcher's start.
if [ "$module" = exactcover-server ]; then
  shift
  unset SUDOKU_STARTED
  printf -v scp '%s:' "$cli"/lib/*
  exec "$java" $vmout -Dexactcover.program="$program" -cp "$scp$jar" dev.exactcover.server.Serve "$@"
fi
mp="$cli/lib:$jar"
# The cluster module and Hazelcast are added only for the commands that use them: ./sudoku
# cluster ..., ./exactcover cluster ..., and --cluster; a member on the module path (Hazelcast is
# an automatic module: it needs the whole JDK), a client on the class path (below). Hazelcast
# reaches into a few internals for speed (the flags it asks for at start-up).
cluster=0
[ "${1:-}" = cluster ] && cluster=1
for a in "$@"; do case "$a" in --cluster|--cluster=*) cluster=1 ;; esac; done
if [ "$cluster" = 1 ]; then
  # The internals Hazelcast reaches into, opened to the module that holds it ($1).
  opened() { internals=(--add-exports java.base/jdk.internal.ref=$1 --add-opens java.base/java.lang=$1
    --add-opens java.base/sun.nio.ch=$1 --add-opens java.management/sun.management=$1
    --add-opens jdk.management/com.sun.management.internal=$1); }
  # A client (--cluster, cluster status) only sends tasks and sums answers, and shares the cores
  # with the members more often than not: the quick compiler alone and the serial collector
  # (about 0.6x its CPU time). Not for a member, nor for a client that may recount answers here.
  client=(-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData)
  if [ "${1:-}" = cluster ] && [ "${2:-}" = member ]; then
    opened com.hazelcast.core
    exec "$java" $vmout --add-modules java.se,jdk.unsupported,jdk.net,jdk.management,dev.exactcover.dlx.cluster \
      "${internals[@]}" -p "$mp:$cli/cluster-lib" -m $main "$@"
  fi
  for a in "$@"; do case "$a" in --check-answers|--check-answers=*) client=() ;; esac; done
  # A client runs on the class path, as the plain commands do: a module-path start resolves the
  # module graph at every start, and Hazelcast, an automatic module, has its whole jar scanned
  # for its packages (about 80 ms of the client's start). Its engine finds the cluster module as
  # a service (META-INF/services), and Hazelcast gets the same internals, from the unnamed module.
  printf -v ccp '%s:' "$cli"/lib/* "$cli"/cluster-lib/*
  ccp+="$jar"
  opened ALL-UNNAMED
  vm=("${internals[@]}" -cp "$ccp")
  jdk="$(readlink -f "$(command -v "$java")")"; jdk="${jdk%/bin/java}"
  # The table of the plain commands' options, made by their training run (below) from the same
  # jars: a count's options filled without building picocli's model (see CommandTable).
  table="$cli/cds/${jdk//[^A-Za-z0-9]/_}-static.jsa.commands"
  if [ -f "$table" ] && [ "${SUDOKU_CDS:-1}" = 1 ]; then
    for input in "$cli"/lib/*.jar "$jar" "$root/exactcover-cli/src/main/sh/launch.bash"; do
      [ "$input" -nt "$table" ] && table=
    done
  else
    table=
  fi
  [ -n "$table" ] && vm=(-Dexactcover.commands="$table" "${vm[@]}")
  # The client's classes (some 4,500, Hazelcast's client most of them) are mapped from a dynamic
  # class-data archive (about 0.6x its start's CPU time) that a count on a cluster writes at its
  # exit when there is none (no training run can reach a cluster; cluster status loads fewer). Per JDK; made again when a jar or this
  # script is newer. It is written under the writer's process id and put in place by a later
  # start once that process has ended and a JVM has mapped it (JDK 17 dies of SIGBUS on a
  # truncated archive: an interrupted write is thrown away instead, and that JVM's crash report
  # goes nowhere, not into the user's folder).
  if [ ${#client[@]} -gt 0 ] && [ "${SUDOKU_CDS:-1}" = 1 ]; then
    archive="$cli/cds/${jdk//[^A-Za-z0-9]/_}-cluster-client.jsa"
    stale=0
    [ -f "$archive" ] || stale=1
    for input in "$cli"/lib/*.jar "$cli"/cluster-lib/*.jar "$jar" "$root/exactcover-cli/src/main/sh/launch.bash"; do
      [ "$input" -nt "$archive" ] && stale=1
    done
    for written in "$archive".[0-9]*; do
      [ -f "$written" ] || continue
      case "$written" in
        *.unfinished) # a writer's mark, gone with its archive, or left by a writer killed early
          pid="${written%.unfinished}"; pid="${pid##*.}"
          [ -d "/proc/$pid" ] || [ -f "${written%.unfinished}" ] || rm -f "$written" 2>/dev/null
          continue ;;
      esac
      [ -d "/proc/${written##*.}" ] && continue # still being written
      if [ -e "$written.unfinished" ]; then # its command failed: the classes of a failure only
        rm -f "$written" "$written.unfinished" 2>/dev/null
        continue
      fi
      if [ "$stale" = 1 ] && [ ! "$jar" -nt "$written" ] && "$java" "${client[@]}" \
          -XX:SharedArchiveFile="$written" -Xshare:on -Xlog:disable -XX:ErrorFile=/dev/null \
          -XX:-CreateCoredumpOnCrash "${vm[@]}" -version >/dev/null 2>&1; then
        mv -f "$written" "$archive" 2>/dev/null && stale=0
      fi
      rm -f "$written" 2>/dev/null
    done
    if [ "$stale" = 0 ]; then
      client+=(-XX:SharedArchiveFile="$archive" -Xlog:cds*=off)
    elif [ "${1:-}" != cluster ] && mkdir -p "$cli/cds" 2>/dev/null && [ -w "$cli/cds" ]; then
      # Marked unfinished until the command ends well (exit 0), which takes the mark away: an
      # archive written at the exit of a failure (a malformed address, no member) holds only
      # the few classes it loaded, and would be mapped by every client after it.
      : > "$archive.$$.unfinished" 2>/dev/null &&
        client+=(-XX:ArchiveClassesAtExit="$archive.$$" -Xlog:cds*=off
          -Dexactcover.archive.unfinished="$archive.$$.unfinished")
    fi
  fi
  exec "$java" $vmout "${client[@]}" "${vm[@]}" "${main#*/}" "$@"
fi
# PDFBox goes on the module path only for the pdf format (generate --format pdf).
pdf=0; prev=
for a in "$@"; do
  case "$prev:$a" in --format:pdf|*:--format=pdf) pdf=1 ;; esac
  prev=$a
done
if [ "$pdf" = 1 ] && [ "$program" = sudoku ]; then
  exec "$java" $vmout -XX:+UseSerialGC --add-modules org.apache.pdfbox,org.apache.commons.logging \
    -p "$mp:$cli/pdf-lib" -m $main "$@"
fi
# The other commands run on the class path: the module graph of a module-path launch is resolved
# at every start (about 25 ms), while the JDK maps its own, archived, for a class-path launch. The
# modules are compiled and tested as modules; their boundaries hold at compile time.
printf -v cp '%s:' "$cli"/lib/*
cp+="$jar"
main="${main#*/}"
# Class-data sharing: the classes that the commands load, mapped from an archive instead of being
# loaded one by one: a static AppCDS archive, on every JDK. The archive is made from one training
# run (every common command on small inputs) after each build, per JDK (named by the JDK's
# folder), and made again when a jar is newer than it. A static archive rather than a dynamic one:
# only a static dump takes picocli, whose Java 5 class files a dynamic archive skips. On JDK 25
# the static archive started one puzzle in 0.88x the CPU time of the AOT cache (JEP 483/515) and
# ran top1465 in 0.91x (docs/performance.md); SUDOKU_AOT=1 makes and uses the AOT cache there.
share=()
jdk="$(readlink -f "$(command -v "$java")")"; jdk="${jdk%/bin/java}"
if [ -f "$jdk/release" ] && [ "${SUDOKU_CDS:-1}" = 1 ]; then
  release=17
  while IFS= read -r line; do
    case "$line" in JAVA_VERSION=*) release="${line#JAVA_VERSION=\"}"; release="${release%%[.\"]*}" ;; esac
  done < "$jdk/release"
  name="${jdk//[^A-Za-z0-9]/_}"
  if [ "$release" -ge 25 ] && [ "${SUDOKU_AOT:-0}" = 1 ]; then
    archive="$cli/cds/$name.aot"; make=-XX:AOTCacheOutput
    use=(-XX:AOTCache="$archive" -Xlog:cds*=off -Xlog:aot*=off)
  else
    archive="$cli/cds/$name-static.jsa"; make=
    use=(-XX:SharedArchiveFile="$archive" -Xlog:cds*=off)
  fi
  stale=0
  [ -f "$archive" ] && [ ! "$jdk/release" -nt "$archive" ] || stale=1
  for input in "$cli"/lib/*.jar "$jar" "$root/exactcover-cli/src/main/sh/launch.bash"; do # the jars; the flags
    [ "$input" -nt "$archive" ] && stale=1
  done
  # The JVM takes an archive only with the class path it was made for (the repository moved: made
  # again, not silently ignored at every start).
  # Its size is written beside it too: JDK 17 maps a truncated archive and dies of SIGBUS.
  made=; size=; [ -f "$archive.cp" ] && { IFS= read -r made; read -r size; } < "$archive.cp" || true
  [ "$made" = "$cp" ] || stale=1
  if [ "$stale" = 0 ]; then
    bytes="$(wc -c < "$archive" 2>/dev/null)" || bytes=
    [ "${bytes//[[:space:]]/}" = "$size" ] || stale=1
  fi
  # The archive only saves time: where it cannot be made (a read-only checkout, a full disk),
  # the command runs without it.
  if [ "$stale" = 1 ] && mkdir -p "$cli/cds" 2>/dev/null; then
    tmp="$archive.$$"
    if [ -n "$make" ]; then
      train=("$make=$tmp")
    else # the classes the training run loads, then a dump of them
      train=(-XX:DumpLoadedClassList="$tmp.classes")
    fi
    # The same run writes the table of the plain commands' options (CommandTable), so that a
    # start fills a command without building picocli's model of its annotations.
    train+=(-Dexactcover.commands.out="$tmp.commands")
    if "$java" -XX:+UseSerialGC "${train[@]}" -Xlog:disable -cp "$cp" $main __train \
        >/dev/null 2>&1 && { [ -n "$make" ] || "$java" -XX:+UseSerialGC -Xshare:dump \
        -XX:SharedClassListFile="$tmp.classes" -XX:SharedArchiveFile="$tmp" -Xlog:disable \
        -cp "$cp" $main >/dev/null 2>&1; } && [ -f "$tmp" ]; then
      bytes="$(wc -c < "$tmp")"
      mv -f "$tmp.commands" "$archive.commands" 2>/dev/null || rm -f "$archive.commands"
      mv -f "$tmp" "$archive" && { printf '%s\n' "$cp" "${bytes//[[:space:]]/}" > "$archive.cp"; } \
        2>/dev/null && stale=0 || rm -f "$tmp" "$archive"
    else
      rm -f "$tmp"
    fi
    rm -f "$tmp.classes" "$tmp.commands"
  fi
  # Only an archive known whole; one the JVM refuses anyway (another JDK build) is ignored,
  # silently (its warning would go to stdout).
  [ "$stale" = 0 ] && share=("${use[@]}")
  [ "$stale" = 0 ] && [ -f "$archive.commands" ] && share+=(-Dexactcover.commands="$archive.commands")
fi
# The serial collector: the engine allocates nothing per search node, and the clause-learning
# search runs 10 to 13% faster under it than under G1 (25x25 #9), though JDK 17 maps an
# archive's heap objects (the module graph among them) only under G1, about 7 ms of a start. No
# performance-data file (hsperfdata, for jps and jstat): about 7 ms of every start.
exec "$java" $vmout -XX:+UseSerialGC -XX:-UsePerfData "${share[@]}" -cp "$cp" $main "$@"
