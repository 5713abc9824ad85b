import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A child process run in a process group of its own, with a time budget
/// and a cap on what it may print: when the time is up, the whole group is
/// killed (git's own children, `git-remote-https` or `ssh`, with it), so no
/// repository can hold a run, or leave orphans behind it.
package enum BoundedProcess {
  /// Held while pipes are made and while a child is spawned (see `run`).
  private static let spawning = NSLock()

  /// What a run printed, and how it ended.
  package struct Outcome: Sendable {
    package var status: Int32
    package var output: [UInt8]
    package var error: [UInt8]
    /// Whether the time budget ran out and the group was killed.
    package var timedOut: Bool
  }

  /// Runs `executable` with `arguments` and `environment`, writing `input`
  /// to its standard input, for at most `timeout`; keeps at most
  /// `outputLimit` bytes of each stream, and kills the group past it too.
  package static func run(
    _ executable: String, _ arguments: [String], environment: [String: String],
    input: [UInt8] = [], timeout: Duration, outputLimit: Int = 64 << 20
  ) -> Outcome {
    // Closed on exec: another thread's child must not inherit these pipes,
    // or it would hold this child's input open (and this one its), each
    // waiting for an end of input that never comes. A pipe and its flag are
    // made under the lock every spawn takes, so that no spawn falls between
    // them; the child's own ends are dup2'ed to 0, 1 and 2, which the flag
    // does not follow.
    var pipes: [[Int32]] = []
    let made = spawning.withLock { () -> Bool in
      for _ in 0..<3 {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        pipes.append(ends)
      }
      return true
    }
    defer { for ends in pipes { for end in ends where end >= 0 { close(end) } } }
    guard made else {
      return Outcome(
        status: -1, output: [], error: Array("cannot make a pipe".utf8), timedOut: false)
    }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_adddup2(&actions, pipes[0][0], 0)
    posix_spawn_file_actions_adddup2(&actions, pipes[1][1], 1)
    posix_spawn_file_actions_adddup2(&actions, pipes[2][1], 2)
    for ends in pipes { for end in ends { posix_spawn_file_actions_addclose(&actions, end) } }
    // A group of its own, led by the child: killing the group kills all of it.
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = spawning.withLock {
      posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    }
    guard spawned == 0 else {
      return Outcome(
        status: -1, output: [],
        error: Array("cannot run \(executable): \(String(cString: strerror(spawned)))".utf8),
        timedOut: false)
    }
    close(pipes[0][0])
    close(pipes[1][1])
    close(pipes[2][1])
    pipes[0][0] = -1
    pipes[1][1] = -1
    pipes[2][1] = -1
    // Standard input written, and both outputs read, as the child runs.
    let writer = pipes[0][1]
    pipes[0][1] = -1
    let output = Collected()
    let error = Collected()
    let group = DispatchGroup()
    let outputEnd = pipes[1][0]
    let errorEnd = pipes[2][0]
    // Each reader closes its own end.
    pipes[1][0] = -1
    pipes[2][0] = -1
    // Each on a thread of its own: they block on the pipes, and a gather
    // runs many processes at once, more than the global queue's threads.
    func detached(_ work: @escaping @Sendable () -> Void) {
      group.enter()
      Thread {
        work()
        group.leave()
      }.start()
    }
    detached {
      input.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = write(writer, buffer.baseAddress! + offset, buffer.count - offset)
          if written <= 0 { break }
          offset += written
        }
      }
      close(writer)
    }
    detached { output.drain(outputEnd, limit: outputLimit) }
    detached { error.drain(errorEnd, limit: outputLimit) }
    let deadline = ContinuousClock.now + timeout
    var status: Int32 = 0
    var timedOut = false
    while true {
      let done = waitpid(pid, &status, WNOHANG)
      if done == pid { break }
      if done < 0 { break }
      if ContinuousClock.now >= deadline || output.overflowed || error.overflowed {
        timedOut = ContinuousClock.now >= deadline
        kill(-pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        break
      }
      usleep(20_000)
    }
    // The group's other members may hold the pipes open: end them too.
    kill(-pid, SIGKILL)
    group.wait()
    let exited = (status & 0x7f) == 0
    return Outcome(
      status: exited ? (status >> 8) & 0xff : -1, output: output.bytes, error: error.bytes,
      timedOut: timedOut)
  }

  /// The bytes read from one stream, up to a limit.
  private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var data: [UInt8] = []
    private var over = false

    var bytes: [UInt8] { lock.withLock { data } }
    var overflowed: Bool { lock.withLock { over } }

    /// Reads `descriptor` to its end, keeping at most `limit` bytes.
    func drain(_ descriptor: Int32, limit: Int) {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        lock.withLock {
          if data.count + count <= limit {
            data += buffer[0..<count]
          } else {
            over = true
          }
        }
      }
      close(descriptor)
    }
  }
}
