target_link_libraries(tst_profilecommand PRIVATE Qt6::Sql)
