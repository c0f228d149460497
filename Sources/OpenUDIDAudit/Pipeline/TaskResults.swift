/// One result per task of a thread team (a thread's share of the input, a range of key slices,
/// a group of sorted runs): each task writes only its own, through raw memory so that no thread
/// ever touches the array as a whole.
final class TaskResults<Value>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    var values: [Value?] { (0..<count).map { storage[$0] } }
}
