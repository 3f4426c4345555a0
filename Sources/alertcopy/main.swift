import CopyKit
import Foundation

print("alertcopy 0.1.0")
