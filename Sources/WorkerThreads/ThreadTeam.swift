import Platform

/// A fixed team of threads that run one job together: the scaling benchmarks and the stats
/// pipeline both use it.
///
/// The threads are started once, when the team is made, and then wait; ``run(_:)`` wakes them,
/// and returns when every member has finished the job. Timing a call therefore measures the
/// work and one wake-up handshake, not thread creation. Each member is told its index, and the
/// same index runs on the same thread in every job, so work assigned by index (block `b` on
/// member `b % size`) lands on the same thread each time.
///
/// Who member 0 is, is the caller's choice (``Caller``): the calling thread itself (a team of
/// one starts no thread; the benchmarks time the caller's share), or a thread of the team while
/// the caller only waits and calls a progress function now and then (the stats report draws
/// its progress bar).
///
/// ```swift
/// let team = ThreadTeam(size: 2)
/// team.run { member in fill(slice: member, of: 2) }
/// team.close()
/// ```
///
/// A team lives until ``close()`` ends its threads (the benchmark executable makes a handful of
/// teams and keeps them for the whole process).
///
/// When the system refuses a thread (no memory for its stack, the process's thread limit),
/// the team goes on with fewer: the members that have no thread run on the calling thread, one
/// after another, after its own share. Every job of the package splits its work by index or
/// claims it from a shared queue, and no member waits for another, so the result is the same,
/// only slower.
package final class ThreadTeam: @unchecked Sendable {
    /// Which thread runs member 0.
    package enum Caller: Sendable {
        /// The thread that calls ``run(_:)``; `size − 1` threads are started.
        case joins
        /// A thread of the team; `size` threads are started, and the caller waits.
        case waits
    }

    /// How many members run each job.
    package let size: Int
    /// Who runs member 0.
    package let caller: Caller

    // Every field below is read and written only with `mutex` locked. The mutex and condition
    // are allocated once and never move, as pthreads requires.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var generation = 0
    private var unfinished = 0
    private var job: (@Sendable (Int) -> Void)?
    private var closed = false
    private var threads: [pthread_t] = []
    /// Members whose thread the system refused: the caller runs them.
    private var unstarted: [Int] = []

    /// Starts the team's threads.
    ///
    /// - Parameter threadLimit: the most threads to start, as if the system refused the rest
    ///   (for tests of that case); `nil` starts one per member.
    package init(size: Int, caller: Caller = .joins, threadLimit: Int? = nil) {
        precondition(size >= 1, "a team needs at least one member")
        self.size = size
        self.caller = caller
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
        for member in (caller == .joins ? 1 : 0)..<size {
            if threads.count < (threadLimit ?? Int.max), let thread = Self.start({ [self] in serve(member) }) {
                threads.append(thread)
            } else {
                unstarted.append(member)
            }
        }
    }

    deinit {
        // Reached only after close(): until then every thread holds the team.
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `job(member)` for every member `0..<size` at once and returns when all are done.
    package func run(_ job: @escaping @Sendable (_ member: Int) -> Void) {
        run(job, poll: {}, every: nil)
    }

    /// Runs `job` as ``run(_:)`` does, and calls `poll` on the calling thread about every
    /// `interval` seconds until the job is done (after its own share, when the caller joins).
    package func run(_ job: @escaping @Sendable (_ member: Int) -> Void, polling poll: () -> Void, every interval: Double) {
        run(job, poll: poll, every: interval)
    }

    /// Runs `job`; with an `interval`, calls `poll` that often while waiting.
    private func run(_ job: @escaping @Sendable (Int) -> Void, poll: () -> Void, every interval: Double?) {
        if size == 1 && caller == .joins { return job(0) }
        pthread_mutex_lock(mutex)
        precondition(!closed, "the team is closed")
        self.job = job
        unfinished = threads.count
        generation += 1
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)

        if caller == .joins { job(0) }
        for member in unstarted { job(member) }

        pthread_mutex_lock(mutex)
        while unfinished > 0 {
            guard let interval else {
                pthread_cond_wait(condition, mutex)
                continue
            }
            var deadline = Self.deadline(after: interval)
            if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT {
                pthread_mutex_unlock(mutex)
                poll()
                pthread_mutex_lock(mutex)
            }
        }
        self.job = nil
        pthread_mutex_unlock(mutex)
    }

    /// Ends the team's threads, and waits for them, once they finish the current job.
    package func close() {
        pthread_mutex_lock(mutex)
        closed = true
        pthread_cond_broadcast(condition)
        let threads = self.threads
        self.threads = []
        pthread_mutex_unlock(mutex)
        for thread in threads { pthread_join(thread, nil) }
    }

    /// Runs `job` on a team of `size` threads started for it, calling `poll` on the calling
    /// thread about every `interval` seconds until every member has returned, then ends them.
    package static func run(
        size: Int, polling poll: () -> Void = {}, every interval: Double = 0.1,
        _ job: @escaping @Sendable (_ member: Int) -> Void
    ) {
        let team = ThreadTeam(size: size, caller: .waits)
        team.run(job, polling: poll, every: interval)
        team.close()
    }

    /// The number of processors the system reports as online.
    package static var processorCount: Int { Swift.max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    private func serve(_ member: Int) {
        var seen = 0
        while true {
            pthread_mutex_lock(mutex)
            while generation == seen && !closed { pthread_cond_wait(condition, mutex) }
            if closed {
                pthread_mutex_unlock(mutex)
                return
            }
            seen = generation
            let job = self.job!
            pthread_mutex_unlock(mutex)

            job(member)

            pthread_mutex_lock(mutex)
            unfinished -= 1
            if unfinished == 0 { pthread_cond_broadcast(condition) }
            pthread_mutex_unlock(mutex)
        }
    }

    /// The absolute `CLOCK_REALTIME` time `seconds` from now, as `pthread_cond_timedwait` wants.
    private static func deadline(after seconds: Double) -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = Int(now.tv_nsec) + Int(seconds * 1e9)
        return timespec(tv_sec: now.tv_sec + nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
    }

    /// Runs `background` on a thread of its own while the calling thread runs `body`, and
    /// returns what `body` returns (or throws what it throws) once both are done. When the
    /// system refuses the thread, `background` runs on the caller after `body`.
    ///
    /// For work whose result nobody waits for, such as handing gigabytes back to the system
    /// while a report is written.
    package static func alongside<Result, Failure: Error>(
        _ background: @escaping @Sendable () -> Void, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let thread = start(background)
        defer {
            if let thread { pthread_join(thread, nil) } else { background() }
        }
        return try body()
    }

    /// Starts a POSIX thread running `body`; `nil` when the system refuses one.
    private static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        #if canImport(Darwin)
        var handle: pthread_t?
        #else
        var handle = pthread_t()
        #endif
        let status = pthread_create(
            &handle, nil,
            { raw in
                // The context is optional in Glibc's declaration, not in Darwin's: the coercion
                // reads the same on both.
                Unmanaged<ThreadBody>.fromOpaque((raw as UnsafeMutableRawPointer?)!).takeRetainedValue().body()
                return nil
            }, context)
        guard status == 0 else {
            // The thread never ran: the context's reference is still ours to give back.
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Darwin)
        return handle!
        #else
        return handle
        #endif
    }
}

/// A thread's body, handed through `pthread_create`'s context pointer.
private final class ThreadBody: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
