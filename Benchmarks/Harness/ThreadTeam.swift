import Foundation

/// A fixed team of threads that run one job together, for the scaling benchmarks.
///
/// The threads are started once, when the team is made, and then wait; ``run(_:)`` wakes them,
/// runs member 0 on the calling thread, and returns when every member has finished. Timing a
/// call therefore measures the work and one wake-up handshake, not thread creation.
///
/// ```swift
/// let team = ThreadTeam(size: 2)
/// team.run { member in fill(slice: member, of: 2) }
/// ```
///
/// The members block on a condition between jobs and live as long as the process (a benchmark
/// executable makes a handful of teams), unless ``close()`` ends them.
package final class ThreadTeam: @unchecked Sendable {
    // Every field below is read and written only with `condition` locked.
    private let condition = NSCondition()
    private var generation = 0
    private var unfinished = 0
    private var job: ((Int) -> Void)?
    private var closed = false

    /// How many members run each job, the calling thread included.
    package let size: Int

    /// Starts `size − 1` threads; the caller of ``run(_:)`` is member 0.
    package init(size: Int) {
        precondition(size >= 1, "a team needs at least one member")
        self.size = size
        for member in 1..<size {
            let thread = Thread { [self] in serve(member) }
            thread.name = "ThreadTeam member \(member)"
            thread.start()
        }
    }

    /// Runs `job(member)` for every member `0..<size` at once and returns when all are done.
    package func run(_ job: @escaping (_ member: Int) -> Void) {
        guard size > 1 else { return job(0) }
        condition.lock()
        self.job = job
        unfinished = size - 1
        generation += 1
        condition.broadcast()
        condition.unlock()

        job(0)

        condition.lock()
        while unfinished > 0 { condition.wait() }
        self.job = nil
        condition.unlock()
    }

    /// Ends the member threads once they finish the current job.
    package func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    private func serve(_ member: Int) {
        var seen = 0
        while true {
            condition.lock()
            while generation == seen && !closed { condition.wait() }
            if closed {
                condition.unlock()
                return
            }
            seen = generation
            let job = self.job!
            condition.unlock()

            job(member)

            condition.lock()
            unfinished -= 1
            if unfinished == 0 { condition.broadcast() }
            condition.unlock()
        }
    }
}
