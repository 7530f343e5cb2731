import Testing
@testable import SQLiteKit
