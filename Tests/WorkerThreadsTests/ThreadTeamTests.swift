import Synchronization
import Testing
import WorkerThreads
import Platform

/// The one thread team of the package: the scaling benchmarks keep a team and time `run`; the
/// stats pipeline runs each phase on a team while the caller draws progress.
@Suite struct ThreadTeamTests {
    /// Counts per member, and the threads they ran on.
    final class Tally: Sendable {
        let runs: Mutex<[Int]>
        let threads = Mutex<[Int: Set<UInt>]>([:])
        init(_ size: Int) { runs = Mutex(Array(repeating: 0, count: size)) }

        func record(_ member: Int) {
            runs.withLock { $0[member] += 1 }
            let thread = UInt(bitPattern: Int(bitPattern: pthread_self()))
            threads.withLock { _ = $0[member, default: []].insert(thread) }
        }
    }

    @Test(arguments: [ThreadTeam.Caller.joins, .waits])
    func runsEveryMemberOncePerJobOnTheSameThread(caller: ThreadTeam.Caller) {
        let team = ThreadTeam(size: 3, caller: caller)
        defer { team.close() }
        let tally = Tally(3)
        for _ in 0..<50 { team.run { tally.record($0) } }
        #expect(tally.runs.withLock { $0 } == [50, 50, 50])
        let threads = tally.threads.withLock { $0 }
        #expect(threads.values.allSatisfy { $0.count == 1 }, "a member moved between threads")
        #expect(Set(threads.values.compactMap(\.first)).count == 3, "two members shared a thread")
        let me = UInt(bitPattern: Int(bitPattern: pthread_self()))
        #expect(threads[0] == [me] || caller == .waits, "member 0 is the caller when it joins")
        #expect(!threads.values.contains([me]) || caller == .joins, "the caller only waits")
    }

    /// A system that refuses threads (no memory for a stack) leaves members without one: the
    /// caller runs them after its own share, and every member still runs once per job.
    @Test(arguments: [(ThreadTeam.Caller.joins, 0), (.joins, 1), (.waits, 0), (.waits, 2)])
    func membersWithoutAThreadRunOnTheCaller(caller: ThreadTeam.Caller, limit: Int) {
        let team = ThreadTeam(size: 4, caller: caller, threadLimit: limit)
        defer { team.close() }
        let tally = Tally(4)
        for _ in 0..<20 { team.run { tally.record($0) } }
        #expect(tally.runs.withLock { $0 } == [20, 20, 20, 20])
        let me = UInt(bitPattern: Int(bitPattern: pthread_self()))
        let onCaller = tally.threads.withLock { threads in threads.filter { $0.value == [me] }.count }
        #expect(onCaller == 4 - limit, "members run by the caller")
    }

    @Test func aTeamOfOneThatJoinsIsTheCaller() {
        let team = ThreadTeam(size: 1)
        defer { team.close() }
        let tally = Tally(1)
        team.run { tally.record($0) }
        #expect(tally.threads.withLock { $0 } == [0: [UInt(bitPattern: Int(bitPattern: pthread_self()))]])
    }

    /// The caller polls while the members work, and `run` returns only once all are done.
    @Test func pollsWhileTheMembersWork() {
        let finished = Atomic<Int>(0)
        var polls = 0
        ThreadTeam.run(size: 2, polling: { polls += 1 }, every: 0.005) { _ in
            usleep(60_000)
            finished.add(1, ordering: .relaxed)
        }
        #expect(finished.load(ordering: .relaxed) == 2)
        #expect(polls >= 3, "\(polls) polls in 60 ms at 5 ms")
    }

    /// The background job runs on another thread at the same time as the body: the body waits
    /// for a flag only the background sets (a body run before or after it would time out).
    @Test func alongsideRunsTheBackgroundDuringTheBody() {
        let flag = Atomic<Bool>(false)
        let backgroundThread = Mutex<UInt>(0)
        let me = UInt(bitPattern: Int(bitPattern: pthread_self()))
        let sawFlag = ThreadTeam.alongside({
            backgroundThread.withLock { $0 = UInt(bitPattern: Int(bitPattern: pthread_self())) }
            flag.store(true, ordering: .releasing)
        }) { () -> Bool in
            let clock = ContinuousClock(), deadline = clock.now + .seconds(10)
            while !flag.load(ordering: .acquiring) && clock.now < deadline { usleep(100) }
            return flag.load(ordering: .acquiring)
        }
        #expect(sawFlag)
        #expect(backgroundThread.withLock { $0 } != me)
    }

    struct Refused: Error, Equatable {}

    /// The body's error comes out, and only after the background job has finished.
    @Test func alongsideWaitsForTheBackgroundWhenTheBodyThrows() {
        let finished = Atomic<Bool>(false)
        #expect(throws: Refused.self) {
            try ThreadTeam.alongside({
                usleep(50_000)
                finished.store(true, ordering: .releasing)
            }) { () throws(Refused) in throw Refused() }
        }
        let done = finished.load(ordering: .acquiring)
        #expect(done)
    }

    @Test func processorCountIsPositive() {
        #expect(ThreadTeam.processorCount >= 1)
    }
}
