import SQLiteKit

/// A flag that stops a store's statements while it is set (`Store.stopStatements(when:)`).
public typealias StopFlag = SQLiteKit.StopFlag

extension Store {
    /// Checks `flag` every `steps` virtual-machine steps of every statement on the store's
    /// connection, and stops the statement while it is set: the search fails with an interrupt
    /// (`StoreError.isInterrupt`). nil removes the check.
    public func stopStatements(when flag: StopFlag?, checkingEvery steps: Int32 = 1_000) {
        db.stopStatements(when: flag, checkingEvery: steps)
    }

    /// Stops the statement running on the store's connection now. Safe from any thread while
    /// the store is open.
    public func interrupt() {
        db.interrupt()
    }
}

extension StoreError {
    /// Whether a statement was stopped (`Store.interrupt`, a `StopFlag`).
    public var isInterrupt: Bool {
        if case .database(_, let error) = self { return error.isInterrupt }
        return false
    }
}
